"""MMLU against serving cost, every model named: what examples/plots/labels-that-stay.json replaces. matplotlib places
no label by itself; each offset below was chosen by eye at this size, and one label needs an arrow to stay clear."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
models = pd.read_csv("examples/plots/mmlu-cost.csv")
left = {"Qwen2-72B", "Gemma-2-27B", "DBRX"}
below, above = {"Qwen2-7B"}, {"OLMo-7B"}
fig, ax = plt.subplots(figsize=(3.5, 2.6), layout="constrained")
ax.scatter(models["cost"], models["accuracy"], s=16, color="#0b4b8c", edgecolors="white", linewidths=0.5)
for _, m in models.iterrows():
    if m["model"] == "Phi-3-mini":
        ax.annotate(m["model"], (m["cost"], m["accuracy"]), xytext=(-6, 36), textcoords="offset points", ha="left",
                    color="#52514e", arrowprops=dict(arrowstyle="-", color="#52514e", linewidth=0.5, shrinkA=0, shrinkB=3))
        continue
    dx, ha = (-5, "right") if m["model"] in left else (0, "center") if m["model"] in above else (5, "left")
    dy, va = (-6, "top") if m["model"] in below else (6, "bottom") if m["model"] in above else (0, "center")
    ax.annotate(m["model"], (m["cost"], m["accuracy"]), xytext=(dx, dy), textcoords="offset points", ha=ha, va=va, color="#52514e")
ax.set_xlabel("cost ($ per 1M tokens)")
ax.set_ylabel("MMLU (%)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
fig.suptitle("MMLU against serving cost: every model named", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/labels-that-stay.{ext}", dpi=300)
