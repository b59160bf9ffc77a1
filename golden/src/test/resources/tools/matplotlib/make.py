"""Draws the matplotlib fixtures of figmark's golden tests, once, with matplotlib's defaults.

    python3 make.py OUT_DIR [label|point|colour]

Run twice into two directories, the files differ only in matplotlib's random ids and dates. With a variant, one thing
changes: the y label, the sixth data point, or the line colour. The variant column draws a figure for a paper's
column instead (3.3 in, TrueType fonts, text kept as text), with text too small on purpose and a rotated label that
matplotlib kerns into pieces.
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

out = sys.argv[1]
variant = sys.argv[2] if len(sys.argv) > 2 else ""
x = [1, 2, 4, 8, 16, 32, 64]
y = [110, 205, 390, 720, 1210, 1650, 1800]
if variant == "point":
    y[5] = 1500
if variant == "column":
    matplotlib.rcParams.update({"pdf.fonttype": 42, "svg.fonttype": "none", "svg.hashsalt": "figmark", "font.size": 5})
    fig, ax = plt.subplots(figsize=(3.3, 2.0), layout="constrained")
    ax.plot(x, y, marker="o")
    ax.set_xlabel("Concurrent clients")
    ax.set_ylabel("Throughput (tokens/s)", fontsize=4)
    for ext in ("svg", "pdf"):
        fig.savefig(f"{out}/line.{ext}", metadata={"Date": None} if ext == "svg" else {"CreationDate": None})
    sys.exit(0)
fig, ax = plt.subplots()
ax.plot(x, y, marker="o", color="C3" if variant == "colour" else "C0", label="vLLM")
ax.set_xlabel("clients")
ax.set_ylabel("tokens/s" if variant == "label" else "throughput")
ax.legend()
for ext in ("svg", "pdf", "png"):
    fig.savefig(f"{out}/line.{ext}")
