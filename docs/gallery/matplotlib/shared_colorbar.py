"""Two heat maps on one colour scale with one colour bar: what examples/plots/shared-colorbar.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none"})
out = sys.argv[1] if len(sys.argv) > 1 else "."
batches, contexts = ["1", "8", "64"], ["2K", "8K", "32K"]
engines = {"vLLM": np.array([[95, 610, 3900], [90, 560, 3100], [80, 420, 1700]]),
           "SGLang": np.array([[101, 655, 4400], [97, 610, 3600], [88, 480, 2100]])}
norm = matplotlib.colors.Normalize(vmin=min(z.min() for z in engines.values()), vmax=max(z.max() for z in engines.values()))
fig, axes = plt.subplots(1, 2, figsize=(7.16, 2.3), layout="constrained")
for ax, (engine, z) in zip(axes, engines.items()):
    image = ax.imshow(z, cmap="magma", norm=norm, aspect="auto")
    ax.set_xticks(range(len(batches)), batches)
    ax.set_yticks(range(len(contexts)), contexts)
    ax.set_xlabel("batch size")
    ax.set_title(engine, loc="left")
    ax.tick_params(length=0)
    for spine in ax.spines.values():
        spine.set_visible(False)
    for r in range(z.shape[0]):
        for c in range(z.shape[1]):
            red, green, blue, _ = image.cmap(norm(z[r, c]))
            light = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.45
            ax.text(c, r, f"{z[r, c]:,}", ha="center", va="center", color="black" if light else "white")
axes[0].set_ylabel("context length")
fig.colorbar(image, ax=axes, label="tokens/s")
fig.suptitle("Decode throughput (tokens/s) by batch size and context length", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/shared-colorbar.{ext}", dpi=300)
