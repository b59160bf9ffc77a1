"""Throughput by GPU count with a power-law fit through the trials: what examples/plots/scaling-fit.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
scaling = pd.read_csv("examples/plots/scaling.csv")
b, log_a = np.polyfit(np.log(scaling["gpus"]), np.log(scaling["tokens_per_s"]), 1)
x = np.geomspace(scaling["gpus"].min(), scaling["gpus"].max(), 100)
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.scatter(scaling["gpus"], scaling["tokens_per_s"], s=9, color="#2a78d6", edgecolors="white", linewidths=0.5, label="trials")
ax.plot(x, np.exp(log_a) * x ** b, color="#eb6834", label="power-law fit")
ax.set_xscale("log", base=2)
ax.set_yscale("log")
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel("GPUs")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("Throughput by GPU count, three trials each, and a power-law fit", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/scaling-fit.{ext}", dpi=300)
print(f"y = {np.exp(log_a):.4g}·x^{b:.4g}")
