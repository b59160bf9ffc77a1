"""A speed-up heat map with its colour bar: the matplotlib script that examples/plots/speedup-heatmap.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import TwoSlopeNorm

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none"})
batches = [1, 4, 16, 64, 256]
contexts = ["2K", "8K", "32K", "128K"]
speedup = np.array([[0.94, 1.02, 1.10, 1.21, 1.25],
                    [0.98, 1.08, 1.24, 1.41, 1.47],
                    [1.03, 1.19, 1.52, 1.83, 1.96],
                    [1.11, 1.37, 1.88, 2.41, np.nan]])
out = sys.argv[1] if len(sys.argv) > 1 else "."

fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
half = np.nanmax(np.abs(speedup - 1))
norm = TwoSlopeNorm(vcenter=1, vmin=1 - half, vmax=1 + half)
image = ax.imshow(np.ma.masked_invalid(speedup), cmap="RdBu", norm=norm, aspect="auto")
ax.set_xticks(range(len(batches)), [str(b) for b in batches])
ax.set_yticks(range(len(contexts)), contexts)
ax.set_xlabel("batch size")
ax.set_ylabel("context length")
ax.tick_params(length=0)
for spine in ax.spines.values():
    spine.set_visible(False)
ax.set_xticks(np.arange(len(batches) + 1) - 0.5, minor=True)
ax.set_yticks(np.arange(len(contexts) + 1) - 0.5, minor=True)
ax.grid(which="minor", color="white", linewidth=1.5)
ax.tick_params(which="minor", length=0)
for r in range(len(contexts)):
    for c in range(len(batches)):
        value = speedup[r, c]
        if np.isnan(value):
            continue
        red, green, blue, _ = image.cmap(image.norm(value))
        luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        ax.text(c, r, f"{value:.2f}", ha="center", va="center", color="black" if luminance > 0.45 else "white")
bar = fig.colorbar(image, ax=ax)
bar.set_label("speed-up (×)")
bar.ax.set_ylim(np.nanmin(speedup), np.nanmax(speedup))
fig.suptitle("Speed-up of fused attention over the baseline", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/speedup-heatmap.{ext}", dpi=300)
