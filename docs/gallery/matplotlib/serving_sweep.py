"""P99 TTFT of vLLM's benchmark_serving result files, mean and 95 % CI of the runs: what examples/plots/serving-sweep.json replaces."""
import glob
import json
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
colors = ["#1d4e89", "#c45a67", "#e0a82e", "#000000"]
from scipy import stats

rows = []
for path in sorted(glob.glob("examples/plots/results/vllm-bench/*/qps_*/run_*.json")):
    with open(path) as f:
        run = json.load(f)
    rows.append({"backend": run["backend"], "request_rate": run["request_rate"], "p99_ttft_ms": run["p99_ttft_ms"]})
runs = pd.DataFrame(rows)
g = runs.groupby(["backend", "request_rate"])["p99_ttft_ms"].agg(["mean", "sem", "count"]).reset_index()
g["half"] = g["sem"] * stats.t.ppf(0.975, g["count"] - 1)
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (backend, s) in zip(colors, g.groupby("backend")):
    ax.fill_between(s["request_rate"], s["mean"] - s["half"], s["mean"] + s["half"], color=color, alpha=0.25, linewidth=0)
    ax.plot(s["request_rate"], s["mean"], color=color, label=backend)
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel("request rate (requests/s)")
ax.set_ylabel("P99 TTFT (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle("P99 time to first token of Llama 3.1 8B, mean and 95 % CI of three runs", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/serving-sweep.{ext}", dpi=300)
