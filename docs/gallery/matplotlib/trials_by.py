"""Time to first token, mean and sd of raw trials, one series per engine: what examples/plots/trials-by.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
d = trials[(trials["gpu"] == "H100") & (trials["model"] == "70B")]
stats = d.groupby(["engine", "batch"], sort=False)["ttft_ms"].agg(["mean", "std"]).reset_index()
colors = ["#2a78d6", "#eb6834", "#1baf7a", "#000000"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (engine, s) in zip(colors, stats.groupby("engine", sort=False)):
    ax.errorbar(s["batch"], s["mean"], yerr=s["std"], fmt="o", markersize=3, capsize=2, color=color, label=engine)
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel("batch size")
ax.set_ylabel("TTFT (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(ncols=4, loc="lower right", bbox_to_anchor=(1, 1), frameon=False)
fig.suptitle("Time to first token on H100, 70B: mean and sd of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/trials-by.{ext}", dpi=300)
