"""P99 TTFT from vLLM's result files and SGLang's JSON lines, mean and 95 % CI of the runs: what examples/plots/serving-sweep.json replaces."""
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
for path in sorted(glob.glob("examples/plots/results/vllm-bench/qps_*/run_*.json")):
    with open(path) as f:
        rows.append({**json.load(f), "backend": "vLLM"})
with open("examples/plots/results/sglang/bench_serving.jsonl") as f:
    rows += [{**json.loads(line), "backend": "SGLang"} for line in f if line.strip()]
runs = pd.DataFrame(rows)
g = runs.groupby(["backend", "request_rate"], sort=False)["p99_ttft_ms"].agg(["mean", "sem", "count"]).reset_index()
g["half"] = g["sem"] * stats.t.ppf(0.975, g["count"] - 1)
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for color, (backend, s) in zip(colors, g.groupby("backend", sort=False)):
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
