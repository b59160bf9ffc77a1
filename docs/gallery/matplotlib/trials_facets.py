"""Decode throughput of raw trials, one panel per model and GPU, a line per engine: what examples/plots/trials-facets.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
csv = sys.argv[2] if len(sys.argv) > 2 else "examples/plots/trials.csv"
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv(csv)
means = trials.groupby(["model", "gpu", "engine", "batch"], sort=False)["tokens_per_s"].mean().reset_index()
models, gpus, engines = means["model"].unique(), means["gpu"].unique(), means["engine"].unique()
colors = dict(zip(engines, ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]))
fig, axes = plt.subplots(len(models), len(gpus), figsize=(7.16, 4.4), sharex=True, sharey=True, layout="constrained")
for r, model in enumerate(models):
    for c, gpu in enumerate(gpus):
        ax = axes[r][c]
        for engine in engines:
            d = means[(means["model"] == model) & (means["gpu"] == gpu) & (means["engine"] == engine)]
            ax.plot(d["batch"], d["tokens_per_s"], marker="o", markersize=3, color=colors[engine], label=engine)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.set_title(f"{model}, {gpu}", loc="left")
        ax.grid(axis="y", color="#dddddd", linewidth=0.4)
        if r == len(models) - 1:
            ax.set_xlabel("batch size")
        if c == 0:
            ax.set_ylabel("tokens/s")
axes[0][0].legend(ncols=len(engines), loc="lower left", bbox_to_anchor=(0, 1.12), frameon=False)
fig.suptitle("Decode throughput by batch size, mean of five trials, per model and GPU", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/trials-facets.{ext}", dpi=300)
