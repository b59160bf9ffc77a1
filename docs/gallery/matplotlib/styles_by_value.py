"""Decode throughput by batch size for two models, each engine its own colour, marker and dash so that the lines are
told apart in grey print: what examples/plots/styles-by-value.json replaces (seaborn's markers=True, dashes=True)."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
trials = trials[trials["gpu"] == "H100"]
means = trials.groupby(["model", "engine", "batch"], sort=False)["tokens_per_s"].mean().reset_index()
engines = list(means["engine"].unique())
colors = dict(zip(engines, ["#004488", "#bb5566", "#ddaa33", "#000000"]))
markers = dict(zip(engines, ["o", "s", "^", "D"]))
dashes = dict(zip(engines, ["-", "--", ":", "-."]))
fig, axes = plt.subplots(1, 2, figsize=(7.16, 2.3), sharey=True, layout="constrained")
for ax, (model, d) in zip(axes, means.groupby("model", sort=False)):
    for engine, e in d.groupby("engine", sort=False):
        ax.plot(e["batch"], e["tokens_per_s"], color=colors[engine], marker=markers[engine], markersize=4,
                markeredgecolor="white", linestyle=dashes[engine], label=engine)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
    ax.set_title(model, loc="left")
    ax.set_xlabel("batch size")
    ax.grid(axis="y", color="#dddddd", linewidth=0.4)
axes[0].set_ylabel("tokens/s")
axes[1].legend(loc="lower right", frameon=False)
fig.suptitle("Decode throughput, mean of 20 trials: each engine its own colour, marker and dash", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/styles-by-value.{ext}", dpi=300)
