"""Decode throughput on one H100 before and after a new kernel, the gain noted at its engine's bars by name: what
examples/plots/notes-at-categories.json replaces. matplotlib places the note at the category's index, counted by hand."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
engines = ["HF", "vLLM", "SGLang", "TensorRT-LLM"]
baseline = [3900, 21800, 24900, 26900]
kernel = [4100, 29200, 26100, 27500]
at = np.arange(len(engines))
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.bar(at - 0.2, baseline, width=0.4, color="#004488", label="baseline")
ax.bar(at + 0.2, kernel, width=0.4, color="#bb5566", label="new kernel")
ax.annotate("+34 %", (engines.index("vLLM"), 31000), ha="center", fontweight="bold")
ax.set_xticks(at, engines)
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K" if v else "0"))
ax.set_ylim(0, 33000)
ax.set_xlabel("engine")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(loc="lower right", bbox_to_anchor=(1, 1), ncols=2, frameon=False)
fig.suptitle("Decode throughput on one H100, the gain noted at its bar", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/notes-at-categories.{ext}", dpi=300)
