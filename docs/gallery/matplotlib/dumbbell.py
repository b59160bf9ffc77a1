"""Decode throughput of 8B at batch 64 per engine on A100 and on B200, the two joined by a line (a dumbbell), engines
down y: what examples/plots/dumbbell.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
trials = trials[(trials["model"] == "8B") & (trials["batch"] == 64) & (trials["gpu"] != "H100")]
means = trials.groupby(["engine", "gpu"], sort=False)["tokens_per_s"].mean().unstack("gpu")
means = means.loc[list(dict.fromkeys(trials["engine"]))]
rows = range(len(means))
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.hlines(rows, means["A100"], means["B200"], color="#9a9a9a", linewidth=1.0, zorder=1)
ax.scatter(means["A100"], rows, s=20, color="#004488", label="A100", zorder=2)
ax.scatter(means["B200"], rows, s=20, color="#bb5566", label="B200", zorder=2)
ax.set_yticks(rows, means.index)
ax.invert_yaxis()
ax.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K"))
ax.set_xlabel("tokens/s")
ax.legend(loc="lower right", frameon=False)
fig.suptitle("Decode throughput of 8B at batch 64, A100 against B200", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/dumbbell.{ext}", dpi=300)
