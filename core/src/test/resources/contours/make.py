#!/usr/bin/python3
"""Contour lines as matplotlib draws them over a heat map's cells (x the column, y the row), kept as contours.json for
ContoursTest: seeded random matrices with saddles, one with cells without a value (corner_mask=False, as figmark
leaves out a square with an empty cell). Run from this directory with Debian's python3-matplotlib."""
import json
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(20261203)
cases = []
speedups = np.array([[0.94, 1.02, 1.10, 1.21, 1.25], [0.98, 1.08, 1.24, 1.41, 1.47],
                     [1.03, 1.19, 1.52, 1.83, 1.96], [1.11, 1.37, 1.88, 2.41, 2.60]])
matrices = [("speed-ups", speedups, [1.0, 1.5, 2.0]),
            ("random 7x9", rng.random((7, 9)).round(3), [0.25, 0.5, 0.75]),
            ("checkerboard saddles", np.array([[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0.9, 1], [1, 0.2, 1, 0]], float), [0.45, 0.55])]
holed = rng.random((6, 6)).round(3)
holed[2, 3] = np.nan
holed[5, 0] = np.nan
matrices.append(("with empty cells", holed, [0.3, 0.6]))
for name, z, levels in matrices:
    fig, ax = plt.subplots()
    cs = ax.contour(np.ma.masked_invalid(z), levels=levels, corner_mask=False, algorithm="mpl2014")
    out = []
    for i, level in enumerate(levels):
        out.append({"level": level, "lines": [[[round(float(x), 12), round(float(y), 12)] for x, y in line] for line in cs.allsegs[i]]})
    plt.close(fig)
    cases.append({"name": name, "z": [[None if np.isnan(v) else float(v) for v in row] for row in z], "levels": out})
with open("contours.json", "w") as f:
    json.dump({"matplotlib": matplotlib.__version__, "cases": cases}, f, indent=1)
