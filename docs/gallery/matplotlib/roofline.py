"""A roofline on log-log axes, its kernels named beside their points, a label along the memory roof and a bold one on
the compute roof: what examples/plots/roofline.json replaces. matplotlib places no note for you: each offset below was
tried by hand until nothing overlapped."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
ax.plot([0.1, 295, 1000], [0.335, 989, 989], color="#444444", linewidth=1.5)
kernels = {"attention (decode)": (0.9, 2.7, (8, -7)), "RMSNorm": (2.1, 6.1, (8, 0)), "MLP, batch 64": (62, 160, (4, 0))}
ax.scatter([k[0] for k in kernels.values()] + [410], [k[1] for k in kernels.values()] + [870], marker="D", s=16,
           color="#004488", edgecolor="white", linewidth=0.5, zorder=3)
for name, (x, y, offset) in kernels.items():
    ax.annotate(name, (x, y), xytext=offset, textcoords="offset points", va="center")
ax.text(3, 30, "3.35 TB/s", rotation=29, rotation_mode="anchor")
ax.text(30, 1300, "989 TFLOP/s", fontweight="bold", color="#444444")
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlim(0.1, 1000)
ax.set_ylim(0.1, 2000)
for axis in (ax.xaxis, ax.yaxis):
    axis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}"))
ax.grid(color="#dddddd", linewidth=0.4)
ax.set_xlabel("arithmetic intensity (FLOP/byte)")
ax.set_ylabel("performance (TFLOP/s)")
fig.suptitle("Roofline of the decode kernels on an H100", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/roofline.{ext}", dpi=300)
