"""Math text in every label and colours by matplotlib's names: what examples/plots/math-and-colours.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False, "mathtext.fontset": "custom",
                     "mathtext.rm": "Liberation Sans", "mathtext.it": "Liberation Sans:italic"})
out = sys.argv[1] if len(sys.argv) > 1 else "."
s = [1, 2, 4, 8, 16, 32]
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
ax.plot(s, [11, 19, 36, 70, 138, 275], color="tab:blue", marker="o", markersize=3, label=r"$\mathrm{paged}$")
ax.plot(s, [8, 13, 24, 45, 88, 172], color="C1", marker="s", markersize=3, label=r"$\mathrm{flash}$")
ax.plot([1, 32], [8, 256], color="dimgray", linestyle="--", label=r"ideal, linear in $S_{kv}$")
ax.set_xscale("log", base=2)
ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
ax.set_xlabel(r"$S_{kv}$ ($\times 10^{3}$ tokens)")
ax.set_ylabel(r"time ($\mu$s)")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.legend(loc="upper left", frameon=False)
fig.suptitle(r"Decode attention time against the KV length $S_{kv}$", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/math-and-colours.{ext}", dpi=300)
