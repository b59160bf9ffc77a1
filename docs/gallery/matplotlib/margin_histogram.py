"""Decode throughput against time to first token of 8B on H100, every trial by engine, with the throughputs' histogram
in the right margin sharing the scatter's y (matplotlib's orientation="horizontal"): what
examples/plots/margin-histogram.json replaces."""
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
colors = {"HF": "#004488", "vLLM": "#bb5566", "SGLang": "#ddaa33", "TensorRT-LLM": "#000000"}
fig, (ax, side) = plt.subplots(1, 2, figsize=(3.5, 2.2), layout="constrained", sharey=True,
                               gridspec_kw={"width_ratios": [3, 1]})
for engine, d in trials.groupby("engine", sort=False):
    ax.scatter(d["ttft_ms"], d["tokens_per_s"], s=20, color=colors[engine], alpha=0.6, edgecolors="white",
               linewidths=0.5, label=engine)
side.hist(trials["tokens_per_s"], bins=20, orientation="horizontal", color="#9a9a9a", edgecolor="white", linewidth=0.5)
side.tick_params(axis="y", left=False, labelleft=False)
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K"))
ax.set_xlabel("TTFT (ms)")
ax.set_ylabel("tokens/s")
side.set_xlabel("trials")
for a in (ax, side):
    a.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("Throughput against TTFT of 8B on H100, every trial", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/margin-histogram.{ext}", dpi=300)
