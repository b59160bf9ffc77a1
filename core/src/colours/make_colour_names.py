"""Writes core/src/main/resources/dev/figmark/model/colour-names.tsv: every colour name matplotlib takes, as matplotlib resolves it, for figmark's model to read
colours as plotting scripts write them: CSS's 148 names, the one-letter base colours, tab: (Tableau's ten), xkcd: (the
xkcd survey's 949) and C0 to C9 (matplotlib's default cycle). Run with Debian's /usr/bin/python3 (python3-matplotlib):
python3 core/src/colours/make_colour_names.py"""
import matplotlib
import matplotlib.colors as mc

names = {}
for table in (mc.CSS4_COLORS, mc.BASE_COLORS, mc.TABLEAU_COLORS, mc.XKCD_COLORS):
    for name in table:
        names[name.lower()] = mc.to_hex(name)
cycle = matplotlib.rcParamsDefault["axes.prop_cycle"].by_key()["color"]
for i, colour in enumerate(cycle):
    names["c%d" % i] = mc.to_hex(colour)
with open("core/src/main/resources/dev/figmark/model/colour-names.tsv", "w") as f:
    f.write("# name\tcolour, as matplotlib %s resolves it (make_colour_names.py)\n" % matplotlib.__version__)
    for name in sorted(names):
        f.write("%s\t%s\n" % (name, names[name]))
