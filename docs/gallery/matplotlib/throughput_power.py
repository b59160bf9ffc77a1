"""Throughput and power on twin axes: the matplotlib script that examples/plots/throughput-power.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False})
batch = [1, 2, 4, 8, 16, 32, 64, 128]
throughput = [95, 188, 362, 690, 1240, 2050, 2890, 3310]
power = [212, 236, 281, 344, 451, 566, 648, 689]
out = sys.argv[1] if len(sys.argv) > 1 else "."

fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
line1, = ax.plot(batch, throughput, marker="o", markersize=4, color="#2a78d6", markeredgecolor="white", label="throughput")
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xticks(batch)
ax.set_xlabel("batch size")
ax.set_ylabel("throughput (tokens/s)")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.set_ylim(bottom=0)
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
right = ax.twinx()
line2, = right.plot(batch, power, marker="s", markersize=4, linestyle="--", color="#eb6834", markeredgecolor="white", label="power")
right.set_ylabel("board power (W)")
right.set_ylim(0, 750)
right.spines["top"].set_visible(False)
ax.legend(handles=[line1, line2], loc="lower right", ncols=2, frameon=False)
fig.suptitle("Throughput and power as the batch grows", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/throughput-power.{ext}", dpi=300)
