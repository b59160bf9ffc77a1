"""Throughput bars with an edge and a hatch, p99 latency as a line over the same categories on a right axis in the
line's colour: what
examples/plots/throughput-latency.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
batches = ["1", "8", "32", "128"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
bars = ax.bar(batches, [410, 2600, 7400, 15100], 0.8, color="#d9d9d9", edgecolor="#333333", hatch="++", label="throughput")
ax.set_xlabel("batch size")
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K" if v else "0"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
right = ax.twinx()
right.spines["right"].set_visible(True)
line, = right.plot(batches, [38, 45, 81, 190], marker="D", markersize=5, color="#004488", label="p99 latency")
right.set_ylabel("p99 latency (ms)", color="#004488")
right.tick_params(axis="y", colors="#004488")
right.spines["right"].set_color("#004488")
right.set_ylim(0, None)
ax.legend([bars, line], ["throughput", "p99 latency"], ncols=2, loc="lower left", bbox_to_anchor=(0, 1), frameon=False)
fig.suptitle("Throughput and p99 latency by batch size", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/throughput-latency.{ext}", dpi=300)
