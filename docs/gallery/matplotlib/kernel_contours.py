"""A heat map on an asymmetric diverging scale with a contour at 1 and a grey empty cell: the matplotlib script that
examples/plots/kernel-contours.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import TwoSlopeNorm

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none"})
dims = [32, 64, 96, 128, 256]
lengths = ["1K", "4K", "16K", "64K"]
speedup = np.array([[3.80, 2.10, 1.40, 1.10, 0.90], [2.40, 1.30, 0.95, 0.70, 0.55],
                    [1.20, 0.80, 0.60, 0.42, 0.33], [0.90, 0.55, 0.38, 0.26, np.nan]])
out = sys.argv[1] if len(sys.argv) > 1 else "."

fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
cmap = plt.get_cmap("RdYlGn").copy()
cmap.set_bad("#d9d9d9")
norm = TwoSlopeNorm(vcenter=1, vmin=np.nanmin(speedup), vmax=np.nanmax(speedup))
image = ax.imshow(np.ma.masked_invalid(speedup), cmap=cmap, norm=norm, aspect="auto")
lines = ax.contour(np.ma.masked_invalid(speedup), levels=[1], colors="black", linewidths=1, corner_mask=False)
ax.set_xticks(range(len(dims)), [str(d) for d in dims])
ax.set_yticks(range(len(lengths)), lengths)
ax.set_xlabel("head dimension")
ax.set_ylabel("sequence length")
ax.tick_params(length=0)
for spine in ax.spines.values():
    spine.set_visible(False)
ax.set_xticks(np.arange(len(dims) + 1) - 0.5, minor=True)
ax.set_yticks(np.arange(len(lengths) + 1) - 0.5, minor=True)
ax.grid(which="minor", color="white", linewidth=1.5)
ax.tick_params(which="minor", length=0)
for r in range(len(lengths)):
    for c in range(len(dims)):
        value = speedup[r, c]
        if np.isnan(value):
            continue
        red, green, blue, _ = image.cmap(image.norm(value))
        luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        ax.text(c, r, f"{value:.2f}", ha="center", va="center", color="black" if luminance > 0.45 else "white",
                bbox=dict(boxstyle="square,pad=0.1", fc=image.cmap(image.norm(value)), ec="none"))
bar = fig.colorbar(image, ax=ax)
bar.add_lines(lines)
bar.set_label("speed-up (×)")
fig.suptitle("Speed-up of the fused kernel over the baseline", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/kernel-contours.{ext}", dpi=300)
