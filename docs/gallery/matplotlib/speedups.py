"""Speed-ups over a baseline engine as grouped bars with their values: what examples/plots/speedups.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
d = trials[(trials["batch"] == 32) & (trials["gpu"] == "H100")]
means = d.groupby(["model", "engine"], sort=False)["tokens_per_s"].mean().unstack()
speedup = means.div(means["HF"], axis=0).drop(columns="HF")
colors = ["#2a78d6", "#eb6834", "#1baf7a"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
x = np.arange(len(speedup.index))
width = 0.8 / len(speedup.columns)
for i, (color, engine) in enumerate(zip(colors, speedup.columns)):
    bars = ax.bar(x + (i - 1) * width, speedup[engine], width, color=color, label=engine)
    ax.bar_label(bars, fmt="%.1f×", padding=1)
ax.set_xticks(x, speedup.index)
ax.set_ylabel("speed-up over HF")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(ncols=3, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Speed-up over HF at batch size 32 on H100", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/speedups.{ext}", dpi=300)
