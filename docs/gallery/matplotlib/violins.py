"""Violins, and boxes with every trial as a strip, per engine: what examples/plots/violins.json replaces."""
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
d = trials[(trials["model"] == "70B") & (trials["batch"] == 64)]
engines = list(d["engine"].unique())
samples = [d[d["engine"] == e]["ttft_ms"].to_numpy() for e in engines]
colors = ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]
fig, (left, right) = plt.subplots(1, 2, figsize=(7.16, 2.4), layout="constrained")
parts = left.violinplot(samples, showextrema=False, widths=0.8)
for body, color in zip(parts["bodies"], colors):
    body.set_facecolor(color)
    body.set_edgecolor(color)
    body.set_alpha(0.55)
q1, median, q3 = zip(*[np.percentile(s, [25, 50, 75]) for s in samples])
positions = np.arange(1, len(engines) + 1)
left.vlines(positions, q1, q3, color="#52514e", linewidth=3)
left.scatter(positions, median, color="white", edgecolors="#52514e", s=8, zorder=3)
boxes = right.boxplot(samples, widths=0.5, patch_artist=True, showfliers=False)
for box, color in zip(boxes["boxes"], colors):
    box.set(facecolor=color, alpha=0.3, edgecolor=color)
rng = np.random.default_rng(0)
for i, (s, color) in enumerate(zip(samples, colors)):
    right.scatter(i + 1 + rng.uniform(-0.25, 0.25, len(s)), s, s=5, color=color, alpha=0.8, edgecolors="white", linewidths=0.3)
for ax, title in [(left, "Density"), (right, "Every trial")]:
    ax.set_xticks(positions, engines)
    ax.set_ylabel("TTFT (ms)")
    ax.set_title(title, loc="left")
    ax.grid(axis="y", color="#dddddd", linewidth=0.4)
fig.suptitle("Time to first token of 70B at batch size 64, all trials on three GPUs", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/violins.{ext}", dpi=300)
