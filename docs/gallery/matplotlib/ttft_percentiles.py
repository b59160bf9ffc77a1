"""P50, P90 and P99 of every request's TTFT in vLLM's result files and SGLang's JSON lines, nearest rank: what examples/plots/ttft-percentiles.json replaces."""
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
import numpy as np

rows = []
for path in sorted(glob.glob("examples/plots/results/vllm-bench/qps_8/run_*.json")):
    with open(path) as f:
        rows += [{"backend": "vLLM", "ttft_ms": t * 1000} for t in json.load(f)["ttfts"]]
with open("examples/plots/results/sglang/bench_serving.jsonl") as f:
    for run in (json.loads(line) for line in f if line.strip()):
        if run["request_rate"] == 8:
            rows += [{"backend": "SGLang", "ttft_ms": t * 1000} for t in run["ttfts"]]
requests = pd.DataFrame(rows)
stats = ["p50", "p90", "p99"]
table = {b: [np.percentile(s["ttft_ms"], float(p[1:]), method="inverted_cdf") for p in stats] for b, s in requests.groupby("backend", sort=False)}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
x = np.arange(len(stats))
for i, (color, (backend, values)) in enumerate(zip(colors, table.items())):
    ax.bar(x + (i - 0.5) * 0.4, values, width=0.4, color=color, label=backend)
ax.set_xticks(x, stats)
ax.set_ylabel("TTFT (ms)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(loc="upper left", frameon=False, ncols=2)
fig.suptitle("Time to first token of every request at 8 requests/s, three runs", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/ttft-percentiles.{ext}", dpi=300)
