"""Nightly results on dates with a rolling mean over seven days: what examples/plots/nightly-rolling.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
nightly = pd.read_csv("examples/plots/nightly.csv", parse_dates=["date"])
colors = ["#2a78d6", "#eb6834"]
fig, ax = plt.subplots(figsize=(7.16, 2.4), layout="constrained")
for color, (engine, d) in zip(colors, nightly.groupby("engine", sort=False)):
    rolling = d.rolling("7D", on="date")["tokens_per_s"].mean()
    ax.scatter(d["date"], d["tokens_per_s"], s=9, color=color, edgecolors="white", linewidths=0.5, label=f"{engine}, nightly")
    ax.plot(d["date"], rolling, color=color, label=f"{engine}, 7-day mean")
ax.xaxis.set_major_locator(mdates.MonthLocator())
ax.xaxis.set_major_formatter(mdates.ConciseDateFormatter(ax.xaxis.get_major_locator()))
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K"))
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(ncols=4, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Nightly decode throughput, with its rolling mean over seven days", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/nightly-rolling.{ext}", dpi=300)
