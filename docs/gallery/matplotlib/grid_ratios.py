"""Panels of different sizes: width and height ratios, an empty place kept, and each axis label written once on the
outer panels: what examples/plots/grid-ratios.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
panels = [("(a) 8B, batch 1 to 256", [1, 2, 4, 8, 16, 32, 64, 128, 256], [14, 15, 15, 17, 21, 29, 44, 80, 151]),
          ("(b) 70B", [1, 8, 64], [61, 77, 190]),
          ("(c) 8B, batch 1 to 16", [1, 2, 4, 8, 16], [14, 15, 15, 17, 21])]
fig, axes = plt.subplots(2, 2, figsize=(7.16, 4.4), layout="constrained",
                         gridspec_kw={"width_ratios": [2, 1], "height_ratios": [3, 2]})
for ax, (title, x, y) in zip(axes.flat, panels):
    ax.plot(x, y, marker="o", markersize=4, markeredgecolor="white", color="#004488")
    ax.set_xscale("log", base=2)
    ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
    ax.set_title(title, loc="left")
    ax.grid(axis="y", color="#dddddd", linewidth=0.4)
axes[1, 1].axis("off")
for ax in (axes[0, 0], axes[1, 0]):
    ax.set_ylabel("TTFT (ms)")
for ax in (axes[1, 0], axes[0, 1]):
    ax.set_xlabel("batch size")
fig.suptitle("Time to first token on H100", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/grid-ratios.{ext}", dpi=300)
