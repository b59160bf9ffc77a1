"""Decode throughput as grouped bars with error bars: the matplotlib script that examples/plots/grouped-bars.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
models = ["8B", "70B", "405B"]
systems = {"vLLM": ([5210, 1480, 410], [130, 60, 22]),
           "SGLang": ([5790, 1620, 452], [150, 55, 30]),
           "TensorRT-LLM": ([6120, 1710, 488], [110, 70, 25])}
colors = ["#2a78d6", "#eb6834", "#1baf7a"]
hatches = [None, "////", "...."]
out = sys.argv[1] if len(sys.argv) > 1 else "."

fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
x = np.arange(len(models))
width = 0.8 / len(systems)
for i, (name, (mean, sd)) in enumerate(systems.items()):
    ax.bar(x + (i - 1) * width, mean, width, yerr=sd, capsize=2, label=name, color=colors[i], hatch=hatches[i],
           edgecolor="white", linewidth=0, error_kw={"elinewidth": 0.8, "ecolor": "#444444"})
ax.set_xticks(x, models)
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(ncols=3, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Decode throughput, mean and standard deviation of five runs", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/grouped-bars.{ext}", dpi=300)
