"""Densities of time to first token per engine on a log axis, as seaborn's kdeplot draws them (scipy's gaussian_kde
on a grid three bandwidths beyond the samples, of log10 of the samples): what examples/plots/latency-density.json
replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
from scipy.stats import gaussian_kde

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
requests = pd.read_csv("examples/plots/requests.csv")
colors = ["#2a78d6", "#eb6834", "#1baf7a"]
fig, ax = plt.subplots(figsize=(3.5, 2.4), layout="constrained")
for engine, color in zip(requests["engine"].unique(), colors):
    logs = np.log10(requests[requests["engine"] == engine]["ttft_ms"].to_numpy())
    kde = gaussian_kde(logs)
    bandwidth = np.sqrt(kde.covariance.squeeze())
    grid = np.linspace(logs.min() - 3 * bandwidth, logs.max() + 3 * bandwidth, 200)
    density = kde(grid)
    ax.fill_between(10 ** grid, density, color=color, alpha=0.25, linewidth=0)
    ax.plot(10 ** grid, density, color=color, label=engine)
ax.set_xscale("log")
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_ylim(bottom=0)
ax.set_xlabel("time to first token (ms)")
ax.set_ylabel("density (per decade)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper right", ncols=2, frameon=False)
ax.set_title("Time to first token, 300 requests per engine", loc="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/latency-density.{ext}", dpi=150)
