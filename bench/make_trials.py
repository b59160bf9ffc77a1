"""Writes a CSV of N raw trials (default 1,000,000) of the shape of examples/plots/trials.csv, for the benchmark of a
table aggregated, faceted and drawn (bench/README.md). Usage: python3 bench/make_trials.py OUT.csv [N]"""
import sys

import numpy as np
import pandas as pd

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
rng = np.random.default_rng(20261202)
engines = np.array(["HF", "vLLM", "SGLang", "TensorRT-LLM"])
models = np.array(["8B", "70B"])
gpus = np.array(["A100", "H100", "B200"])
batches = np.array([1, 2, 4, 8, 16, 32, 64, 128, 256])
e = rng.integers(0, 4, n)
m = rng.integers(0, 2, n)
g = rng.integers(0, 3, n)
b = batches[rng.integers(0, 9, n)]
base = 40 * np.array([1.0, 2.6, 2.9, 3.1])[e] * np.array([1.0, 0.22])[m] * np.array([1.0, 1.9, 3.2])[g] * b ** 0.85
pd.DataFrame({"engine": engines[e], "model": models[m], "gpu": gpus[g], "batch": b, "trial": np.arange(n) % 50,
              "tokens_per_s": np.round(base * rng.normal(1, 0.05, n), 1),
              "ttft_ms": np.round(30 * (1 + b / 64) * rng.normal(1, 0.08, n), 2)}).to_csv(out, index=False)
