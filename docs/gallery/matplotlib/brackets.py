"""Grouped bars with brackets between groups and their ratios, stacked where they overlap: what
examples/plots/brackets.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
models = ["8B", "70B", "405B"]
systems = {"vLLM": ([5210, 1480, 410], [130, 60, 22]), "SGLang": ([5790, 1620, 452], [150, 55, 30])}
fig, ax = plt.subplots(figsize=(3.5, 2.4), layout="constrained")
x = np.arange(len(models))
for i, (color, (name, (mean, sd))) in enumerate(zip(["#2a78d6", "#eb6834"], systems.items())):
    ax.bar(x + (i - 0.5) * 0.4, mean, 0.4, yerr=sd, capsize=2, color=color, label=name, error_kw={"elinewidth": 0.8})
tops = [max(m[k] + s[k] for m, s in systems.values()) for k in range(len(models))]
levels = []
for a, b, text in sorted([(1, 2, "3.6×"), (0, 2, "p < 0.01"), (0, 1, "3.5×")], key=lambda t: t[1] - t[0]):
    y = max(tops[a:b + 1]) * 1.04
    y = max([y] + [lv + 450 for (la, lb, lv) in levels if la <= b and lb >= a])
    ax.plot([a, a, b, b], [y - 120, y, y, y - 120], color="#52514e", linewidth=0.7)
    ax.text((a + b) / 2, y + 60, text, ha="center", va="bottom", color="#52514e")
    levels.append((a, b, y))
ax.set_xticks(x, models)
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(ncols=2, loc="lower right", bbox_to_anchor=(1, 1.15), frameon=False)
fig.suptitle("Decode throughput, mean and sd of five runs", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/brackets.{ext}", dpi=300)
