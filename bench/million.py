"""The benchmark's figure in pandas and matplotlib: 1,000,000 raw trials, the mean and 95 % CI (Student's t) of each
engine at each batch size, one panel per model and GPU, written as PDF, SVG and PNG."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd
from scipy import stats

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
csv, out = sys.argv[1], sys.argv[2]
trials = pd.read_csv(csv)
g = trials.groupby(["model", "gpu", "engine", "batch"], sort=False)["tokens_per_s"].agg(["mean", "sem", "count"]).reset_index()
g["half"] = g["sem"] * stats.t.ppf(0.975, g["count"] - 1)
models, gpus, engines = g["model"].unique(), g["gpu"].unique(), g["engine"].unique()
colors = dict(zip(engines, ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]))
fig, axes = plt.subplots(len(models), len(gpus), figsize=(7.16, 4.4), sharex=True, sharey=True, layout="constrained")
for r, model in enumerate(models):
    for c, gpu in enumerate(gpus):
        ax = axes[r][c]
        for engine in engines:
            d = g[(g["model"] == model) & (g["gpu"] == gpu) & (g["engine"] == engine)].sort_values("batch")
            ax.fill_between(d["batch"], d["mean"] - d["half"], d["mean"] + d["half"], color=colors[engine], alpha=0.25, linewidth=0)
            ax.plot(d["batch"], d["mean"], color=colors[engine], label=engine)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_title(f"{model}, {gpu}", loc="left")
axes[0][0].legend(ncols=len(engines), loc="lower left", bbox_to_anchor=(0, 1.12), frameon=False)
fig.suptitle("Decode throughput of 1,000,000 trials: mean and 95 % CI, per model and GPU", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/million.{ext}", dpi=300)
