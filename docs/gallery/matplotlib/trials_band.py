"""Throughput with the 95 % confidence interval of raw trials as a band: what examples/plots/trials-band.json replaces."""
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
d = trials[(trials["gpu"] == "H100") & (trials["model"] == "8B") & (trials["engine"] != "HF")]
g = d.groupby(["engine", "batch"], sort=False)["tokens_per_s"].agg(["mean", "sem", "count"]).reset_index()
g["half"] = g["sem"] * stats.t.ppf(0.975, g["count"] - 1)
colors = ["#2a78d6", "#eb6834", "#1baf7a"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (engine, s) in zip(colors, g.groupby("engine", sort=False)):
    ax.fill_between(s["batch"], s["mean"] - s["half"], s["mean"] + s["half"], color=color, alpha=0.25, linewidth=0)
    ax.plot(s["batch"], s["mean"], color=color, label=engine)
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K" if v else "0"))
ax.set_xlabel("batch size")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("Decode throughput of 8B on H100, mean and 95 % CI of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/trials-band.{ext}", dpi=300)
