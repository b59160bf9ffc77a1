"""Configurations' latency against throughput, each engine's Pareto frontier as a step: what examples/plots/pareto.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
configs = pd.read_csv("examples/plots/configs.csv")
colors = ["#2a78d6", "#eb6834"]
fig, ax = plt.subplots(figsize=(3.5, 2.4), layout="constrained")
for color, (engine, d) in zip(colors, configs.groupby("engine", sort=False)):
    d = d.sort_values(["latency_ms", "tokens_per_s"], ascending=[True, False])
    front = d[d["tokens_per_s"] > d["tokens_per_s"].cummax().shift(fill_value=-1)]
    ax.scatter(d["latency_ms"], d["tokens_per_s"], s=9, color=color, edgecolors="white", linewidths=0.5, label=engine)
    ax.step(front["latency_ms"], front["tokens_per_s"], where="post", color=color, label=f"{engine}, Pareto frontier")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.set_xlabel("latency (ms)")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="lower right", frameon=False)
fig.suptitle("Serving configurations: latency against throughput", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/pareto.{ext}", dpi=300)
