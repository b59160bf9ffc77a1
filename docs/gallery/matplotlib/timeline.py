"""A Gantt timeline of what each GPU did, one colour and legend entry per phase: what examples/plots/timeline.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
gantt = pd.read_csv("examples/plots/gantt.csv")
workers = list(gantt["worker"].unique())
colors = dict(zip(gantt["phase"].unique(), ["#2a78d6", "#eb6834", "#1baf7a"]))
fig, ax = plt.subplots(figsize=(3.5, 1.9), layout="constrained")
for phase, d in gantt.groupby("phase", sort=False):
    rows = [workers.index(w) for w in d["worker"]]
    ax.barh(rows, d["end_s"] - d["start_s"], left=d["start_s"], height=0.62, color=colors[phase], edgecolor="white", label=phase)
ax.set_yticks(range(len(workers)), workers)
ax.invert_yaxis()
ax.set_xlabel("time since start (s)")
ax.grid(axis="x", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
handles, labels = ax.get_legend_handles_labels()
unique = dict(zip(labels, handles))
ax.legend(unique.values(), unique.keys(), ncols=3, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("What each GPU did over one run", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/timeline.{ext}", dpi=300)
