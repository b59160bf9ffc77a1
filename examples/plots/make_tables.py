"""Writes the tables of raw trials the gallery's table figures are drawn from, with made-up numbers of the shape
LLM-serving benchmarks report (fixed seeds: the same files every time). Run with /usr/bin/python3 (python3-numpy)."""
import csv
import datetime

import numpy as np

rng = np.random.default_rng(20261202)


def write(name, header, rows):
    with open(name, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


# Decode throughput: 4 engines x 2 models x 3 GPUs x 9 batch sizes x 5 trials.
rows = []
for engine, ef in {"HF": 1.0, "vLLM": 2.6, "SGLang": 2.9, "TensorRT-LLM": 3.1}.items():
    for model, mf in {"8B": 1.0, "70B": 0.22}.items():
        for gpu, gf in {"A100": 1.0, "H100": 1.9, "B200": 3.2}.items():
            for batch in [1, 2, 4, 8, 16, 32, 64, 128, 256]:
                base = 40 * ef * mf * gf * batch ** (0.85 if engine != "HF" else 0.7)
                for trial in range(1, 6):
                    tps = base * rng.normal(1, 0.05)
                    ttft = 30 / gf / mf ** 0.5 * (1 + batch / 64) / ef ** 0.3 * rng.normal(1, 0.08)
                    rows.append([engine, model, gpu, batch, trial, f"{tps:.1f}", f"{ttft:.2f}"])
write("trials.csv", ["engine", "model", "gpu", "batch", "trial", "tokens_per_s", "ttft_ms"], rows)

# Where a request's time goes: 3 engines x 5 trials x 4 phases.
rows = []
for engine, scale in [("HF", 1.6), ("vLLM", 1.0), ("SGLang", 0.9)]:
    for trial in range(1, 6):
        for phase, ms in [("queue", 12 * scale ** 2), ("prefill", 48), ("decode", 180 * scale), ("detokenize", 9)]:
            rows.append([engine, trial, phase, f"{ms * rng.normal(1, 0.06):.2f}"])
write("phases.csv", ["engine", "trial", "phase", "ms"], rows)

# Nightly benchmark results: two engines over 180 days.
rows = []
start = datetime.date(2026, 3, 1)
for day in range(180):
    for engine, base, slope in [("vLLM", 2400, 4.0), ("SGLang", 2550, 2.5)]:
        value = base + slope * day + (300 if engine == "vLLM" and day > 110 else 0) + rng.normal(0, 120)
        rows.append([(start + datetime.timedelta(days=day)).isoformat(), engine, f"{value:.1f}"])
write("nightly.csv", ["date", "engine", "tokens_per_s"], rows)

# A sweep of serving configurations: latency against throughput.
rows = []
for engine, k in [("vLLM", 1.0), ("SGLang", 1.1)]:
    for config in range(60):
        latency = rng.uniform(20, 400)
        rows.append([engine, f"c{config}", f"{latency:.1f}", f"{k * 3000 * (1 - np.exp(-latency / 120)) * rng.uniform(0.55, 1.0):.0f}"])
write("configs.csv", ["engine", "config", "latency_ms", "tokens_per_s"], rows)

# Scaling out: tokens/s over GPU counts, three trials each.
rows = []
for gpus in [1, 2, 4, 8, 16, 32, 64]:
    for trial in range(1, 4):
        rows.append([gpus, trial, f"{1800 * gpus ** 0.88 * rng.normal(1, 0.03):.0f}"])
write("scaling.csv", ["gpus", "trial", "tokens_per_s"], rows)

# Models: throughput, memory and an accuracy score.
rows = []
for model, family, params in [("Llama-3-8B", "Llama", 8), ("Llama-3-70B", "Llama", 70), ("Llama-3-405B", "Llama", 405),
                              ("Qwen2-7B", "Qwen", 7), ("Qwen2-72B", "Qwen", 72), ("Mistral-7B", "Mistral", 7),
                              ("Mixtral-8x22B", "Mistral", 141), ("Gemma-2-9B", "Gemma", 9), ("Gemma-2-27B", "Gemma", 27)]:
    rows.append([model, family, params, f"{5200 / params ** 0.7 * rng.normal(1, 0.05):.0f}", f"{params * 2.1 + 6:.0f}",
                 f"{40 + 6.5 * np.log(params) + rng.normal(0, 1.5):.1f}"])
write("models.csv", ["model", "family", "params_b", "tokens_per_s", "memory_gb", "accuracy"], rows)

# A timeline: what each of four GPUs did, phase by phase, over one run.
rows = []
for gpu in range(4):
    t = 0.0
    for phase, mean in [("load", 12), ("prefill", 6), ("decode", 40), ("idle", 3), ("decode", 18)]:
        length = max(1.0, mean * rng.normal(1, 0.15))
        rows.append([f"GPU {gpu}", phase, f"{t:.1f}", f"{t + length:.1f}"])
        t += length
write("gantt.csv", ["worker", "phase", "start_s", "end_s"], [r for r in rows if r[1] != "idle"])
