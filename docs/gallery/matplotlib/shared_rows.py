"""Decode throughput by batch size in a grid of models and GPUs, y shared within each model's row: what
examples/plots/shared-rows.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
means = trials.groupby(["model", "gpu", "engine", "batch"], sort=False)["tokens_per_s"].mean().reset_index()
models, gpus = list(means["model"].unique()), list(means["gpu"].unique())
colors = dict(zip(means["engine"].unique(), ["#004488", "#bb5566", "#ddaa33", "#000000"]))
fig, axes = plt.subplots(len(models), len(gpus), figsize=(7.16, 4.2), sharey="row", layout="constrained")
for i, model in enumerate(models):
    for j, gpu in enumerate(gpus):
        ax = axes[i][j]
        for engine, d in means[(means["model"] == model) & (means["gpu"] == gpu)].groupby("engine", sort=False):
            ax.plot(d["batch"], d["tokens_per_s"], marker="o", markersize=3, color=colors[engine], label=engine)
        ax.set_xscale("log", base=2)
        ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.set_title(f"{model}, {gpu}", loc="left")
        ax.set_xlabel("batch size")
        ax.grid(axis="y", color="#dddddd", linewidth=0.4)
        if j == 0:
            ax.set_ylabel("tokens/s")
handles, labels = axes[0][0].get_legend_handles_labels()
fig.legend(handles, labels, loc="upper right", ncols=4, frameon=False)
fig.suptitle("Decode throughput by batch size: y shared within each model's row", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/shared-rows.{ext}", dpi=300)
