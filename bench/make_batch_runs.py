"""Writes N run directories for the batch benchmark: figmark's example runs, then variants of them made with the seed
reference's run generator (other seeds, GPU counts, serving levels and phases).

    /usr/bin/python3 bench/make_batch_runs.py OUT_DIR N
"""
import os
import shutil
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "shared", "seedref"))
import make_runs  # noqa: E402

out, count = sys.argv[1], int(sys.argv[2])
# stress-16gpu is left out: the seed cannot draw it (its colour list ends before the ninth serving level).
examples = ["llama8b-1gpu", "llama70b-8gpu", "vllm-8b", "sglang-8b", "cpu-only"]
os.makedirs(out, exist_ok=True)
made = 0
for name in examples[:count]:
    shutil.copytree(os.path.join(here, "..", "examples", name), os.path.join(out, name), dirs_exist_ok=True)
    made += 1
shapes = [
    dict(gpus=1),
    dict(gpus=8, model_gib=131.0, kv_gib=400.0, nvlink=True, decode_tps=48.0, prefill_tps=21000.0),
    dict(gpus=2, levels=[1, 2, 4, 8, 16, 32]),
    dict(gpus=4, nvlink=True, serve_scale=1.1),
    dict(no_gpu=True, nsys=False, prefill_tps=180.0, decode_tps=9.5,
         phases=[("startup", 1.0), ("load", 4.0), ("prefill", 5.0), ("decode", 20.0)]),
]
i = 0
while made < count:
    shape = shapes[i % len(shapes)]
    scenario = make_runs.Scenario(label=f"variant {i + 1}", seed=100 + i, **shape)
    make_runs.gen(scenario, os.path.join(out, f"variant-{i + 1:02d}"))
    made += 1
    i += 1
