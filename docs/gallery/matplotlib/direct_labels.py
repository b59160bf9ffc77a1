"""Decode throughput of an 8B model on one H100, each engine named at its line's end instead of in a legend: what
examples/plots/direct-labels.json replaces. matplotlib has no direct labels; each name's height is nudged by hand so
that the names do not overlap, and the right margin is widened by hand to hold them."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
trials = trials[(trials["model"] == "8B") & (trials["gpu"] == "H100")]
means = trials.groupby(["engine", "batch"], sort=False)["tokens_per_s"].mean().reset_index()
colors = {"HF": "#004488", "SGLang": "#ddaa33", "vLLM": "#bb5566", "TensorRT-LLM": "#000000"}
nudge = {"TensorRT-LLM": 1200, "SGLang": 0, "vLLM": -600, "HF": 0}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for engine, d in means.groupby("engine", sort=False):
    color = colors[engine]
    ax.plot(d["batch"], d["tokens_per_s"], color=color, marker="o", markersize=4, markeredgecolor="white", linewidth=1)
    last = d.iloc[-1]
    ax.annotate(engine, (last["batch"], last["tokens_per_s"]), xytext=(last["batch"] * 1.25, last["tokens_per_s"] + nudge[engine]),
                va="center", color="#52514e", annotation_clip=False, arrowprops=dict(arrowstyle="-", color=color, linewidth=0.5))
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:.0f}K" if v else "0"))
ax.set_xlabel("batch size")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
fig.get_layout_engine().set(rect=(0, 0, 0.82, 1))
fig.suptitle("Decode throughput of an 8B model on one H100, mean of\n20 trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/direct-labels.{ext}", dpi=300)
