"""Time to first token of 300 requests per engine: a box per engine laid along x, every request over it as a jittered
strip, engines down y on a log x axis (matplotlib's orientation="horizontal", seaborn's boxplot with the values in x):
what examples/plots/boxes-across.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
requests = pd.read_csv("examples/plots/requests.csv")
engines = list(dict.fromkeys(requests["engine"]))
colors = ["#004488", "#bb5566", "#ddaa33"]
rng = np.random.default_rng(0)
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for i, engine in enumerate(engines):
    samples = requests.loc[requests["engine"] == engine, "ttft_ms"]
    box = ax.boxplot(samples, positions=[i], widths=0.5, vert=False, patch_artist=True,
                     flierprops={"markeredgecolor": colors[i], "markersize": 3})
    for part in ("boxes", "whiskers", "caps", "medians"):
        plt.setp(box[part], color=colors[i])
    box["boxes"][0].set_facecolor(matplotlib.colors.to_rgba(colors[i], 0.3))
    ax.scatter(samples, i + rng.uniform(-0.2, 0.2, len(samples)), s=8, color=colors[i], alpha=0.3, edgecolors="white",
               linewidths=0.3)
ax.set_yticks(range(len(engines)), engines)
ax.invert_yaxis()
ax.set_xscale("log")
ax.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
ax.set_xlabel("TTFT (ms)")
fig.suptitle("Time to first token of 300 requests per engine", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/boxes-across.{ext}", dpi=300)
