"""Grouped bars over two levels of categories (batch size within model), mean and sd of raw trials: what
examples/plots/nested-bars.json replaces."""
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
d = trials[(trials["gpu"] == "H100") & trials["engine"].isin(["vLLM", "SGLang"]) & trials["batch"].isin([1, 16, 256])]
stats = d.groupby(["model", "batch", "engine"], sort=False)["tokens_per_s"].agg(["mean", "std"]).reset_index()
models, engines, colors = list(stats["model"].unique()), ["vLLM", "SGLang"], ["#004488", "#bb5566"]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
positions, names, centres, x = [], [], [], 0.0
for model in models:
    batches = list(stats[stats["model"] == model]["batch"].unique())
    start = x
    for batch in batches:
        positions.append((model, batch, x))
        names.append(str(batch))
        x += 1
    centres.append(((start + x - 1) / 2, model))
    x += 0.6
width = 0.8 / len(engines)
for k, (engine, color) in enumerate(zip(engines, colors)):
    rows = [stats[(stats["model"] == m) & (stats["batch"] == b) & (stats["engine"] == engine)].iloc[0] for m, b, _ in positions]
    xs = np.array([p for _, _, p in positions]) + (k - (len(engines) - 1) / 2) * width
    ax.bar(xs, [r["mean"] for r in rows], width, yerr=[r["std"] for r in rows], capsize=2, color=color, label=engine)
ax.set_xticks([p for _, _, p in positions], names)
for centre, model in centres:
    ax.annotate(model, (centre, 0), xytext=(0, -16), textcoords="offset points", xycoords=("data", "axes fraction"), ha="center", va="top")
ax.set_xlabel("batch size, by model", labelpad=14)
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K" if v else "0"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(ncols=2, loc="lower left", bbox_to_anchor=(0, 1), frameon=False)
fig.suptitle("Decode throughput on H100: mean and sd of five trials", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/nested-bars.{ext}", dpi=300)
