"""p99 time per output token over batch size and context length, four decades of values on one colour map in tenfold
steps: what examples/plots/log-heatmap.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import LogNorm

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none"})
out = sys.argv[1] if len(sys.argv) > 1 else "."
batches, contexts = [1, 4, 16, 64, 256], ["2K", "8K", "32K", "128K"]
z = np.array([[2.9, 3.4, 5.1, 11.8, 38.0], [3.6, 4.8, 9.7, 27.5, 101.0], [6.2, 11.3, 30.4, 96.0, 352.0],
              [14.8, 37.0, 118.0, 410.0, 1630.0]])
norm = LogNorm(vmin=z.min(), vmax=z.max())
fig, ax = plt.subplots(figsize=(3.5, 1.9), layout="constrained")
image = ax.imshow(z, cmap="magma", norm=norm, aspect="auto")
for r in range(z.shape[0]):
    for c in range(z.shape[1]):
        rgba = plt.get_cmap("magma")(norm(z[r, c]))
        ink = "black" if 0.2126 * rgba[0] + 0.7152 * rgba[1] + 0.0722 * rgba[2] > 0.4 else "white"
        ax.text(c, r, f"{z[r, c]:,.1f}", ha="center", va="center", color=ink)
ax.set_xticks(range(len(batches)), [str(b) for b in batches])
ax.set_yticks(range(len(contexts)), contexts)
ax.set_xlabel("batch size")
ax.set_ylabel("context length")
bar = fig.colorbar(image, ax=ax)
bar.set_label("p99 TPOT (ms)")
bar.ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:,.0f}"))
fig.suptitle("p99 time per output token, ms: four decades on one map", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/log-heatmap.{ext}", dpi=300)
