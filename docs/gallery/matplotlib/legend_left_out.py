"""Nightly decode throughput with its 7-day rolling mean per engine, the nightly points drawn but left out of the legend
(matplotlib's label "_nolegend_"): what examples/plots/legend-left-out.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
nightly = pd.read_csv("examples/plots/nightly.csv", parse_dates=["date"])
colors = {"vLLM": "#004488", "SGLang": "#bb5566"}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for engine, d in nightly.groupby("engine", sort=False):
    ax.scatter(d["date"], d["tokens_per_s"], s=8, color=colors[engine], alpha=0.35, label="_nolegend_")
    mean = d.set_index("date")["tokens_per_s"].rolling("7D").mean()
    ax.plot(mean.index, mean.values, color=colors[engine], linewidth=1.2, label=f"{engine}, 7-day mean")
ax.xaxis.set_major_formatter(matplotlib.dates.DateFormatter("%b"))
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K"))
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="lower right", frameon=False)
fig.suptitle("Nightly throughput: 7-day means listed, nights not", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/legend-left-out.{ext}", dpi=300)
