"""Scaling out on log-log axes against a line of ideal scaling through the first measurement: what
examples/plots/ideal-scaling.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
gpus = np.array([1, 2, 4, 8, 16, 32, 64])
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.plot(gpus, [1800, 3400, 6300, 11500, 20800, 37000, 65000], marker="h", markersize=4, color="#2a78d6", label="vLLM")
ax.plot(gpus, [1900, 3600, 6500, 12000, 21000, 39000, 69000], marker="x", markersize=6, color="#eb6834", alpha=0.8, label="SGLang")
ax.set_xscale("log", base=2)
ax.set_yscale("log")
xlim, ylim = ax.get_xlim(), ax.get_ylim()
x = np.geomspace(xlim[0], xlim[1], 120)
ax.plot(x, 1800 * x, linestyle="--", color="#8c8c8c", linewidth=0.8, label="ideal (linear)")
ax.set_xlim(xlim)
ax.set_ylim(ylim)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel("GPUs")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("Scaling out against ideal scaling", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/ideal-scaling.{ext}", dpi=300)
