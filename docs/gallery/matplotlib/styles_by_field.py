"""Decode throughput of 8B against batch size, the mean of five trials: each engine its colour, each GPU its marker and
dash across both engines, and a legend of the colours and then of the styles (seaborn's hue= and style=): what
examples/plots/styles-by-field.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.lines import Line2D
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
trials = pd.read_csv("examples/plots/trials.csv")
trials = trials[(trials["model"] == "8B") & trials["engine"].isin(["vLLM", "HF"])]
means = trials.groupby(["engine", "gpu", "batch"], sort=False)["tokens_per_s"].mean().reset_index()
colors = {"HF": "#004488", "vLLM": "#bb5566"}
styles = {"A100": ("o", "-"), "H100": ("s", "--"), "B200": ("^", ":")}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for (engine, gpu), d in means.groupby(["engine", "gpu"], sort=False):
    marker, dash = styles[gpu]
    ax.plot(d["batch"], d["tokens_per_s"], color=colors[engine], marker=marker, linestyle=dash, markersize=4,
            linewidth=1.2)
handles = [Line2D([], [], color=c, linewidth=1.2, label=e) for e, c in colors.items()]
handles += [Line2D([], [], color="#52514e", marker=m, linestyle=s, markersize=4, label=g) for g, (m, s) in styles.items()]
ax.set_xscale("log", base=2)
ax.set_yscale("log")
ax.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
ax.set_xlabel("batch size")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(handles=handles, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=5, frameon=False)
fig.suptitle("Decode throughput of 8B, mean of five trials: engine by colour, GPU by marker and dash", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/styles-by-field.{ext}", dpi=300)
