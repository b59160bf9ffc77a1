"""A 100 % stacked bar of each engine's phases, shares written inside: what examples/plots/phases-shares.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
phases = pd.read_csv("examples/plots/phases.csv")
means = phases.groupby(["engine", "phase"], sort=False)["ms"].mean().unstack()[phases["phase"].unique()]
shares = means.div(means.sum(axis=1), axis=0).loc[phases["engine"].unique()]
colors = ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
bottom = pd.Series(0.0, index=shares.index)
for color, phase in zip(colors, shares.columns):
    bars = ax.bar(shares.index, shares[phase], 0.8, bottom=bottom, color=color, edgecolor="white", linewidth=0.6, label=phase)
    labels = [f"{v:.0%}" if v > 0.1 else "" for v in shares[phase]]
    ax.bar_label(bars, labels=labels, label_type="center", color="white" if color in ("#2a78d6", "#000000") else "black")
    bottom += shares[phase]
ax.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
ax.set_ylabel("share of request time")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(ncols=4, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Where a request's time goes, mean of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/phases-shares.{ext}", dpi=300)
