"""Writes widths.tsv: the width in points of each string as matplotlib's math text lays it out in Liberation Sans at
10 pt (its custom font set, roman and italic from Liberation Sans, as figmark sets math), the numbers MathTextTest holds
figmark's own typesetter to; at 10 pt a script is 7 pt in both, where below 8.6 pt figmark keeps scripts at the 6 pt venues
accept and matplotlib does not. (figmark sets \\frac on one line, a/b, where matplotlib stacks it: not compared.) Run with Debian's /usr/bin/python3 (python3-matplotlib): python3 make.py"""
import matplotlib
matplotlib.use("Agg")
from matplotlib import rcParams
from matplotlib.font_manager import FontProperties
from matplotlib.mathtext import MathTextParser

rcParams.update({"mathtext.fontset": "custom", "mathtext.rm": "Liberation Sans", "mathtext.it": "Liberation Sans:italic",
                 "mathtext.bf": "Liberation Sans:bold", "mathtext.sf": "Liberation Sans", "mathtext.default": "it"})
strings = ["$S_{kv}$", "$\\mu$s", "latency ($\\mu$s)", "$\\times$", "$10^{3}$", "$\\mathrm{local}$", "$\\alpha = 0.5$",
           "$x^2 + 1$", "$T_{\\mathrm{prefill}}$", "speed-up ($\\times$)", "$\\leq 5$ ms", "$\\pm\\sigma$", "$2^{20}$ tokens",
           "$\\mathit{tps}$ per GPU"]
prop = FontProperties(family="Liberation Sans", size=10)
parser = MathTextParser("path")
with open("widths.tsv", "w") as f:
    f.write("# string\twidth in points, matplotlib %s\n" % matplotlib.__version__)
    for s in strings:
        width = parser.parse(s, dpi=7200, prop=prop)[0] / 100  # at 100 times 72 dpi: matplotlib rounds to whole pixels
        f.write("%s\t%.4f\n" % (s, width))
