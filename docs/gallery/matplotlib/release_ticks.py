"""Nightly decode throughput as a 7-day rolling mean, its x ticks at each release's date, each line named at its end:
what examples/plots/release-ticks.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
nightly = pd.read_csv("examples/plots/nightly.csv", parse_dates=["date"])
releases = {"v0.4": "2026-03-01", "v0.5": "2026-04-15", "v0.6": "2026-06-01", "v0.7": "2026-07-15", "v0.8": "2026-08-27"}
colors = {"vLLM": "#004488", "SGLang": "#bb5566"}
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
for engine, d in nightly.groupby("engine", sort=False):
    mean = d.set_index("date")["tokens_per_s"].rolling("7D").mean()
    ax.plot(mean.index, mean.values, color=colors[engine], linewidth=1.2)
    ax.annotate(engine, (mean.index[-1], mean.values[-1]), xytext=(6, 0), textcoords="offset points", va="center",
                color="#52514e", annotation_clip=False)
ax.set_xticks(pd.to_datetime(list(releases.values())), list(releases.keys()))
ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v / 1000:g}K"))
ax.set_xlabel("release")
ax.set_ylabel("tokens/s")
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
fig.get_layout_engine().set(rect=(0, 0, 0.86, 1))
fig.suptitle("Nightly decode throughput (7-day mean) by release", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/release-ticks.{ext}", dpi=300)
