"""Bars over batch sizes as categories, mean and sd of raw trials: what examples/plots/batch-categories.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
d = trials[(trials["gpu"] == "H100") & (trials["model"] == "8B") & (trials["engine"] != "HF") & (trials["batch"] <= 64)]
g = d.groupby(["engine", "batch"], sort=False)["tokens_per_s"].agg(["mean", "std"]).reset_index()
batches = sorted(g["batch"].unique())
x = np.arange(len(batches))
colors = ["#1d4e89", "#c45a67", "#e0a82e"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for i, (color, (engine, s)) in enumerate(zip(colors, g.groupby("engine", sort=False))):
    s = s.set_index("batch").loc[batches]
    ax.bar(x + (i - 1) * 0.27, s["mean"], width=0.27, yerr=s["std"], color=color, label=engine, error_kw={"linewidth": 0.6})
ax.set_xticks(x, [str(b) for b in batches])
ax.set_xlabel("batch size")
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K" if v else "0"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("Decode throughput of 8B on H100 at each batch size, mean and sd of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/batch-categories.{ext}", dpi=300)
