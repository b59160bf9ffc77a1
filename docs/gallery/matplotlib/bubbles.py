"""Throughput against accuracy, each point's area a model's memory, coloured by family: what examples/plots/bubbles.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
models = pd.read_csv("examples/plots/models.csv")
colors = dict(zip(models["family"].unique(), ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]))
area = 256 * models["memory_gb"] / models["memory_gb"].max()
fig, ax = plt.subplots(figsize=(3.5, 2.4), layout="constrained")
for family, d in models.groupby("family", sort=False):
    ax.scatter(d["tokens_per_s"], d["accuracy"], s=area[d.index], color=colors[family], alpha=0.8, edgecolors="white", label=family)
for _, m in models.iterrows():
    ax.annotate(m["model"], (m["tokens_per_s"], m["accuracy"]), xytext=(6, 0), textcoords="offset points", va="center", color="#52514e")
sizes = [ax.scatter([], [], s=256 * v / models["memory_gb"].max(), color="#9a9a9a", label=f"memory_gb {v}" if i == 0 else str(v))
         for i, v in enumerate([300, 600])]
ax.set_xscale("log")
ax.xaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.set_xlabel("tokens/s on one H100")
ax.set_ylabel("accuracy (%)")
ax.margins(0.12)
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(ncols=3, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Throughput against accuracy; each point's area is the model's memory", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/bubbles.{ext}", dpi=300)
