#!/usr/bin/python3
"""Samples matplotlib's colour maps for ColourMap's constants (printed as Java): 21 stops for ColorBrewer's diverging maps,
whose 11 colours then fall on stops, 17 for the others (ColorBrewer's 9-colour sequential maps likewise); and each
map's colour at 65 fractions (colourmaps.tsv), against which ColourMapTest holds figmark's interpolated colours. Run
with Debian's python3-matplotlib from this directory; the numbers were made once and are kept."""
import matplotlib
from matplotlib import colors

SEQUENTIAL = ["viridis", "cividis", "magma", "inferno", "plasma", "Blues", "Greens", "Reds", "Greys", "YlOrRd"]
DIVERGING = ["RdBu", "coolwarm", "RdYlGn", "RdYlBu", "Spectral", "PiYG", "BrBG", "PuOr"]

with open("colourmaps.tsv", "w") as out:
    out.write("# map\tfraction\tmatplotlib %s\n" % matplotlib.__version__)
    for name in SEQUENTIAL + DIVERGING:
        cm = matplotlib.colormaps[name]
        n = 20 if name in DIVERGING and name != "coolwarm" else 16
        hexes = [colors.to_hex(cm(i / n)) for i in range(n + 1)]
        const = name.upper()
        print('    public static final ColourMap %s = of("%s", %s, %s);' % (const, name, "true" if name in DIVERGING else "false",
              ", ".join('"%s"' % h for h in hexes)))
        for i in range(65):
            out.write("%s\t%.6f\t%s\n" % (name, i / 64, colors.to_hex(cm(i / 64))))
