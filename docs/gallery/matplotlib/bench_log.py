"""TTFT read from bench_serving's printed summaries, one log per client count: what examples/plots/bench-log.json replaces."""
import glob
import re
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
colors = ["#1d4e89", "#c45a67", "#e0a82e", "#000000"]

rows = []
for path in sorted(glob.glob("examples/plots/results/logs/cc*.txt")):
    clients = int(re.search(r"cc(\d+)\.txt", path).group(1))
    with open(path) as f:
        for line in f:
            m = re.match(r"^(Mean|Median|P99) TTFT \(ms\):\s+([0-9.]+)", line)
            if m:
                rows.append({"clients": clients, "metric": m.group(1), "ms": float(m.group(2))})
logs = pd.DataFrame(rows).sort_values("clients")
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (metric, s) in zip(colors, logs.groupby("metric", sort=False)):
    ax.plot(s["clients"], s["ms"], color=color, marker="o", markersize=3, label=metric)
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel("clients")
ax.set_ylabel("TTFT (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False, ncols=3)
fig.suptitle("Time to first token from bench_serving's printed summaries", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/bench-log.{ext}", dpi=300)
