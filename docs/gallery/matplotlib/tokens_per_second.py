"""Output tokens per second in 5 s bins from DeepSpeed-MII's files, one per client count: what examples/plots/tokens-per-second.json replaces."""
import glob
import json
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
colors = ["#1d4e89", "#c45a67", "#e0a82e", "#000000"]
import numpy as np

rows = []
for path in sorted(glob.glob("examples/plots/results/mii/cc*.json")):
    with open(path) as f:
        run = json.load(f)
    rows += [{"clients": run["clients"], **r} for r in run["requests"]]
requests = pd.DataFrame(rows)
requests["bin"] = np.floor(requests["end_s"] / 5) * 5
bins = np.arange(requests["bin"].min(), requests["bin"].max() + 5, 5)
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (clients, s) in zip(colors, requests.groupby("clients")):
    rate = s.groupby("bin")["output_tokens"].sum().reindex(bins, fill_value=0) / 5
    ax.step(rate.index, rate.values, where="post", color=color, label=f"{clients} clients")
ax.set_xlabel("time (s)")
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="lower right", bbox_to_anchor=(1, 1), ncols=3, frameon=False)
fig.suptitle("Output tokens per second over the run, in 5 s bins", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/tokens-per-second.{ext}", dpi=300)
