"""Step time of each worker from a CSV with a column per worker and no step column: what examples/plots/steps-wide.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
colors = ["#1d4e89", "#c45a67", "#e0a82e", "#000000"]

wide = pd.read_csv("examples/plots/results/steps_wide.csv")
wide["step"] = range(1, len(wide) + 1)
steps = wide.melt(id_vars="step", var_name="worker", value_name="ms")
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (worker, s) in zip(colors, steps.groupby("worker")):
    ax.plot(s["step"], s["ms"], color=color, label=worker)
ax.set_xlabel("step")
ax.set_ylabel("step time (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="lower right", bbox_to_anchor=(1, 1), ncols=4, frameon=False)
fig.suptitle("Step time of each worker, from a log kept with a column per worker", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/steps-wide.{ext}", dpi=300)
