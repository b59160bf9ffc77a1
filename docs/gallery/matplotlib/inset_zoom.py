"""A line plot with an inset magnifying its first steps, the range marked and joined to the inset: what
examples/plots/inset-zoom.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
load = [0, 10, 20, 30, 40, 60, 80, 100, 120]
series = {"vLLM": ([31, 33, 36, 41, 48, 75, 140, 320, 900], "o", "#004488"),
          "SGLang": ([29, 30, 32, 35, 40, 58, 96, 190, 520], "s", "#bb5566")}
fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
inset = ax.inset_axes([0.02, 0.56, 0.4, 0.4])
for name, (p99, marker, color) in series.items():
    for axes in (ax, inset):
        axes.plot(load, p99, marker=marker, markersize=4, markeredgecolor="white", color=color, label=name)
inset.set_xlim(0, 40)
low = min(min(v for x, v in zip(load, p99) if x <= 40) for p99, _, _ in series.values())
high = max(max(v for x, v in zip(load, p99) if x <= 40) for p99, _, _ in series.values())
inset.set_ylim(low - 0.05 * (high - low), high + 0.05 * (high - low))
inset.set_xticks([])
inset.set_yticks([])
ax.indicate_inset_zoom(inset, edgecolor="#555555")
ax.set_xlabel("requests/s")
ax.set_ylabel("p99 latency (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(ncols=2, loc="lower left", bbox_to_anchor=(0, 1), frameon=False)
fig.suptitle("p99 latency as load grows, and its first steps magnified", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/inset-zoom.{ext}", dpi=300)
