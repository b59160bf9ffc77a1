"""Speed-up by GPU count with its efficiency written at the last point: what examples/plots/line-labels.json replaces.
The speed-up and efficiency are computed by hand, and the label's place is chosen by eye so that it covers neither line."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
scaling = pd.read_csv("examples/plots/scaling.csv")
means = scaling.groupby("gpus", sort=False)["tokens_per_s"].mean().reset_index()
means["speedup"] = means["tokens_per_s"] / means.loc[means["gpus"] == 1, "tokens_per_s"].iloc[0]
means["efficiency"] = means["speedup"] / means["gpus"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.plot([1, 64], [1, 64], color="#888888", linestyle="--", linewidth=1)
ax.annotate("ideal", (22, 40), color="#52514e")
ax.plot(means["gpus"], means["speedup"], color="#004488", marker="o", markersize=4, markeredgecolor="white", linewidth=1.2)
last = means.iloc[-1]
ax.annotate(f"{last['efficiency']:.0%} efficient", (last["gpus"], last["speedup"]), xytext=(-12, -40), textcoords="offset points", ha="right",
            color="#52514e", arrowprops=dict(arrowstyle="-", color="#52514e", linewidth=0.5))
ax.set_xscale("log", base=2)
ax.set_yscale("log", base=2)
for axis in (ax.xaxis, ax.yaxis):
    axis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
ax.set_xlabel("GPUs")
ax.set_ylabel("speed-up over one GPU")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
fig.suptitle("Speed-up by GPU count, and the efficiency where it ends", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/line-labels.{ext}", dpi=300)
