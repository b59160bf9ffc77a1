"""Bars with long category names turned 45 degrees, each ending at its tick, and each bar's value above it: what
examples/plots/kernel-times.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
kernels = ["flash_attn_fwd", "rms_norm_kernel", "gemm_bf16_128x256", "rotary_embedding", "silu_and_mul", "all_reduce"]
times = [412, 38, 655, 21, 47, 130]
fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
bars = ax.bar(kernels, times, 0.8, color="#004488")
ax.bar_label(bars, padding=2)
ax.set_xticks(range(len(kernels)), kernels, rotation=45, ha="right", rotation_mode="anchor")
ax.tick_params(axis="x", length=0)
ax.set_ylabel("µs")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
fig.suptitle("Time per kernel in one decode step", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/kernel-times.{ext}", dpi=300)
