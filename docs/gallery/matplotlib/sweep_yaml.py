"""Throughput by configuration from a sweep's YAML, its prompt and output lengths inside the names: what examples/plots/sweep-yaml.json replaces."""
import sys
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

plt.rcParams.update({"font.family": "Liberation Sans", "font.size": 7.5, "pdf.fonttype": 42, "svg.fonttype": "none",
                     "axes.spines.top": False, "axes.spines.right": False})
out = sys.argv[1] if len(sys.argv) > 1 else "."
colors = ["#1d4e89", "#c45a67", "#e0a82e", "#000000"]
import numpy as np
import yaml

with open("examples/plots/results/sweep.yaml") as f:
    doc = yaml.safe_load(f)
sweep = pd.DataFrame(doc["results"]).assign(gpu=doc["args"]["gpu"])
sweep[["prompt", "output"]] = sweep["config"].str.extract(r"q(?P<prompt>[0-9]+)s(?P<output>[0-9]+)").astype(int)
d = sweep[sweep["output"] == 1024]
configs = list(dict.fromkeys(d["config"]))
fig, ax = plt.subplots(figsize=(3.5, 2.2), layout="constrained")
x = np.arange(len(configs))
for i, (color, (engine, s)) in enumerate(zip(colors, d.groupby("engine", sort=False))):
    ax.bar(x + (i - 1) * 0.27, s.set_index("config").loc[configs, "tokens_per_s"], width=0.27, color=color, label=engine)
ax.set_xticks(x, configs)
ax.set_xlabel("configuration")
ax.set_ylabel("tokens/s")
ax.yaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
ax.grid(axis="y", color="#dddddd", linewidth=0.4)
ax.set_axisbelow(True)
ax.legend(loc="upper right", frameon=False, ncols=3)
fig.suptitle("Decode throughput on H100 by prompt length, 1,024 output tokens", x=0.01, ha="left")
for ext in ("pdf", "svg", "png"):
    fig.savefig(f"{out}/sweep-yaml.{ext}", dpi=300)
