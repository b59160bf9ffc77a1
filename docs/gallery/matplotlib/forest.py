"""Decode throughput of 70B at batch 64 per engine and GPU, the mean and 95 % CI of five trials, engines down y (a
forest plot): what examples/plots/forest.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd
from scipy import stats

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
trials = trials[(trials["model"] == "70B") & (trials["batch"] == 64)]
g = trials.groupby(["engine", "gpu"], sort=False)["tokens_per_s"]
summary = pd.DataFrame({"mean": g.mean(), "sem": g.sem(), "n": g.count()}).reset_index()
summary["half"] = summary["sem"] * stats.t.ppf(0.975, summary["n"] - 1)
engines = list(dict.fromkeys(summary["engine"]))
colors = {"A100": "#004488", "H100": "#bb5566", "B200": "#ddaa33"}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for gpu, d in summary.groupby("gpu", sort=False):
    ax.errorbar(d["mean"], [engines.index(e) for e in d["engine"]], xerr=d["half"], fmt="o", markersize=4.5,
                capsize=2, color=colors[gpu], label=gpu)
ax.set_yticks(range(len(engines)), engines)
ax.invert_yaxis()
ax.set_xlabel("tokens/s")
ax.set_ylabel("engine")
ax.legend(loc="lower right", frameon=False)
fig.suptitle("Decode throughput of 70B at batch 64, mean and 95 % CI of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/forest.{ext}", dpi=300)
