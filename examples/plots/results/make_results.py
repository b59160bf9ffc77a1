"""Writes result files in the shapes LLM-serving and training tools write them, with made-up numbers (fixed seeds: the
same files every time), for the gallery's "results as they are kept" figures: vLLM's benchmark_serving JSON, one file
per request rate and trial; SGLang's bench_serving JSON lines, one line per run; DeepSpeed-MII's one file per client count, its requests nested; bench_serving's
printed summary, one log per client count; a YAML of a sweep's results; a CSV with a column per worker.
Run from this folder with /usr/bin/python3 (python3-numpy): python3 make_results.py"""
import json
import os

import numpy as np

rng = np.random.default_rng(20261204)

# vLLM's benchmarks/benchmark_serving.py --save-result: one JSON object per run, its per-request TTFTs in a list.
# SGLang's bench_serving --output-file: one JSON line per run appended to one file, the same fields and lists.
os.makedirs("sglang", exist_ok=True)
sglang = open("sglang/bench_serving.jsonl", "w")
for backend, speed in {"vllm": 1.0, "sglang": 0.85}.items():
    for qps in [1, 2, 4, 8, 16]:
        for trial in [1, 2, 3]:
            load = qps / 16
            ttfts = rng.lognormal(np.log(0.030 * speed * (1 + 6 * load ** 3)), 0.35, 60)
            run = {"date": "20261204-0930%02d" % trial, "backend": backend, "model_id": "meta-llama/Llama-3.1-8B-Instruct",
                   "tokenizer_id": "meta-llama/Llama-3.1-8B-Instruct", "num_prompts": 60, "request_rate": qps, "burstiness": 1.0,
                   "duration": round(60 / qps * rng.normal(1, 0.02), 3), "completed": 60,
                   "request_throughput": round(qps * rng.normal(0.97, 0.01), 4),
                   "mean_ttft_ms": round(float(np.mean(ttfts)) * 1000, 3), "median_ttft_ms": round(float(np.median(ttfts)) * 1000, 3),
                   "p99_ttft_ms": round(float(np.percentile(ttfts, 99)) * 1000, 3), "ttfts": [round(float(t), 5) for t in ttfts]}
            if backend == "sglang":
                sglang.write(json.dumps(run) + "\n")
                continue
            folder = f"vllm-bench/qps_{qps}"
            os.makedirs(folder, exist_ok=True)
            with open(f"{folder}/run_{trial}.json", "w") as f:
                json.dump(run, f)
sglang.close()

# DeepSpeed-MII's benchmark: one JSON file per client count, each request's start, end and tokens nested in it.
os.makedirs("mii", exist_ok=True)
for clients in [4, 16, 64]:
    requests = []
    t = 0.0
    for i in range(clients * 12):
        start = round(float(rng.uniform(0, 58)), 3)
        tokens = int(rng.integers(64, 512))
        latency = tokens * 0.012 * (1 + clients / 48) * rng.normal(1, 0.1)
        requests.append({"start_s": start, "end_s": round(start + latency, 3), "output_tokens": tokens})
    with open(f"mii/cc{clients}.json", "w") as f:
        json.dump({"model": "mistralai/Mistral-7B-v0.1", "clients": clients, "requests": requests}, f, indent=1)

# bench_serving's summary as it prints it, captured into one log per client count.
os.makedirs("logs", exist_ok=True)
for clients in [8, 16, 32, 64]:
    mean = 18 + clients * 0.9 + rng.normal(0, 1)
    lines = ["INFO 12-04 09:31:07 Starting benchmark with %d clients" % clients,
             "============ Serving Benchmark Result ============",
             "Successful requests:                     %d" % 1000,
             "Benchmark duration (s):                  %.2f" % (1000 / clients * 0.31),
             "Mean TTFT (ms):                          %.2f" % mean,
             "Median TTFT (ms):                        %.2f" % (mean * 0.92),
             "P99 TTFT (ms):                           %.2f" % (mean * 2.6 + rng.normal(0, 2)),
             "Mean TPOT (ms):                          %.2f" % (9 + clients * 0.05),
             "=================================================="]
    with open(f"logs/cc{clients}.txt", "w") as f:
        f.write("\n".join(lines) + "\n")

# A sweep's results as YAML: its arguments, then one entry per engine and configuration, named q<prompt>s<output>.
with open("sweep.yaml", "w") as f:
    f.write("# throughput sweep, written by the sweep's own script\nargs:\n  gpu: H100\n  model: llama-8b\nresults:\n")
    for engine, e in {"vllm": 1.0, "sglang": 1.08, "trt-llm": 1.15}.items():
        for prompt in [512, 2048, 8192]:
            for output in [128, 1024]:
                tps = 9000 * e / (1 + prompt / 4096) * (output / 1024) ** 0.15 * rng.normal(1, 0.03)
                f.write(f"  - engine: {engine}\n    config: q{prompt}s{output}\n    tokens_per_s: {tps:.1f}\n")

# A training log kept wide: one column per worker's step time, one row per step, no step column.
with open("steps_wide.csv", "w") as f:
    f.write("worker0,worker1,worker2,worker3\n")
    for step in range(40):
        slow = 1.35 if step % 10 == 9 else 1.0
        f.write(",".join("%.1f" % (410 * slow * (1.06 if w == 3 else 1) * rng.normal(1, 0.02)) for w in range(4)) + "\n")
