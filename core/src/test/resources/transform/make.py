"""Makes the fixtures the transform steps are held to: a table of trials with missing values, and what pandas, numpy
and scipy compute from it, kept as CSV. Run with Debian's /usr/bin/python3 (python3-pandas, python3-scipy):
python3 make.py"""
import numpy as np
import pandas as pd
from scipy import stats

rng = np.random.default_rng(20261202)
rows = []
for engine in ["vLLM", "SGLang", "HF"]:
    for batch in [1, 2, 4, 8, 16]:
        n = int(rng.integers(1, 12)) if batch != 1 else 1  # batch 1 has one trial: sd, sem and ci95 have none
        for trial in range(n):
            v = float(rng.lognormal(np.log(100 * batch), 0.3))
            rows.append((engine, batch, trial, round(v, 3) if rng.random() > 0.05 else np.nan, round(float(rng.normal(50, 10)), 2)))
trials = pd.DataFrame(rows, columns=["engine", "batch", "trial", "tps", "ms"])
trials.to_csv("trials.csv", index=False, na_rep="")

g = trials.groupby(["engine", "batch"], sort=False)["tps"]
out = pd.DataFrame({
    "mean": g.mean(), "median": g.median(), "min": g.min(), "max": g.max(), "sum": g.sum(),
    "sd": g.std(ddof=1), "sem": g.sem(),
    "p5": g.apply(lambda s: np.percentile(s.dropna(), 5) if s.notna().any() else np.nan),
    "p50": g.apply(lambda s: np.percentile(s.dropna(), 50) if s.notna().any() else np.nan),
    "p90": g.apply(lambda s: np.percentile(s.dropna(), 90) if s.notna().any() else np.nan),
    "p99.9": g.apply(lambda s: np.percentile(s.dropna(), 99.9) if s.notna().any() else np.nan),
})
out["ci95"] = [stats.t.ppf(0.975, c - 1) * e if c > 1 else np.nan for c, e in zip(g.count(), out["sem"])]
out["ci90"] = [stats.t.ppf(0.95, c - 1) * e if c > 1 else np.nan for c, e in zip(g.count(), out["sem"])]
out["count"] = g.size()
out.reset_index().to_csv("aggregate.csv", index=False, float_format="%.17g", na_rep="")

# Rolling windows over rows, per engine, in the table's order (pandas' rolling, min_periods = the window).
r = trials.dropna(subset=["tps"]).copy()
for stat in ["mean", "median", "sum", "min", "max"]:
    r["rolling_" + stat] = r.groupby("engine", sort=False)["tps"].transform(lambda s: getattr(s.rolling(3), stat)())
r.to_csv("rolling.csv", index=False, float_format="%.17g", na_rep="")

# Rolling over a span of time: a reading every 1 to 200 s, the mean of the last 5 minutes (pandas' rolling("5min")).
t = pd.Timestamp("2026-03-01T09:00:00Z") + pd.to_timedelta(np.cumsum(rng.integers(1, 200, 120)), unit="s")
timed = pd.DataFrame({"time": t, "value": np.round(rng.normal(10, 2, 120), 3)})
timed["rolling_mean"] = timed.rolling("5min", on="time")["value"].mean()
timed["rolling_sum"] = timed.rolling("5min", on="time")["value"].sum()
timed.assign(time=timed["time"].dt.strftime("%Y-%m-%dT%H:%M:%SZ")).to_csv("timed.csv", index=False, float_format="%.17g")

# Fits: numpy's polyfit, and power and exponential curves as lines through logarithms; R² against y.
x = np.array([1, 2, 4, 8, 16, 32, 64], dtype=float)
y = np.round(1800 * x ** 0.88 * rng.normal(1, 0.03, x.size), 1)
pd.DataFrame({"x": x, "y": y}).to_csv("scaling.csv", index=False)
fits = []
def r2(f):
    res = y - f(x)
    return 1 - (res @ res) / ((y - y.mean()) @ (y - y.mean()))
b1, a1 = np.polyfit(x, y, 1)
fits.append(("linear", a1, b1, np.nan, np.nan, r2(lambda v: a1 + b1 * v)))
c2 = np.polyfit(x, y, 2)
fits.append(("polynomial", c2[2], c2[1], c2[0], np.nan, r2(lambda v: np.polyval(c2, v))))
c3 = np.polyfit(x, y, 3)
fits.append(("polynomial3", c3[3], c3[2], c3[1], c3[0], r2(lambda v: np.polyval(c3, v))))
bp, ap = np.polyfit(np.log(x), np.log(y), 1)
fits.append(("power", np.exp(ap), bp, np.nan, np.nan, r2(lambda v: np.exp(ap) * v ** bp)))
be, ae = np.polyfit(x, np.log(y), 1)
fits.append(("exponential", np.exp(ae), be, np.nan, np.nan, r2(lambda v: np.exp(ae) * np.exp(be * v))))
pd.DataFrame(fits, columns=["fit", "p0", "p1", "p2", "p3", "r2"]).to_csv("fits.csv", index=False, float_format="%.17g", na_rep="")

# Percentiles of plain arrays by numpy's default method, at awkward ranks.
vals = np.round(rng.normal(0, 100, 37), 4)
pct = [0, 0.1, 1, 5, 12.5, 25, 33.3, 50, 66.7, 75, 90, 95, 99, 99.9, 100]
pd.DataFrame({"p": pct, "value": [np.percentile(vals, p) for p in pct]}).to_csv("percentiles.csv", index=False, float_format="%.17g")
pd.DataFrame({"v": vals}).to_csv("values.csv", index=False, float_format="%.17g")

# Percentiles by every numpy method (issue #41: a nearest-rank P99 was drawn as the linear one), on awkward arrays.
# numpy before 2.0.1 took the odd neighbour at a tie of closest_observation (numpy#26656); its fix (numpy#26769), put
# in here where the numpy is older, is what users of numpy 2 run, and what Hyndman and Fan's definition 3 says.
if np.lib.NumpyVersion(np.__version__) < "2.0.1":
    import numpy.lib.function_base as fb
    fb._QuantileMethods["closest_observation"]["get_virtual_index"] = lambda n, quantiles: fb._discret_interpolation_to_boundaries(
        (n * quantiles) - 1 - 0.5, lambda gamma, index: (gamma == 0) & (np.floor(index) % 2 == 1))
methods = ["linear", "lower", "higher", "nearest", "midpoint", "inverted_cdf", "averaged_inverted_cdf", "closest_observation",
           "interpolated_inverted_cdf", "hazen", "weibull", "median_unbiased", "normal_unbiased"]
arrays = {"vals": np.sort(vals), "one": np.array([3.0]), "two": np.array([1.0, 2.0]), "four": np.array([1.0, 2.0, 3.0, 4.0]),
          "ties": np.array([1.0, 1.0, 2.0, 2.0, 2.0, 7.5])}
mrows = []
for name, arr in arrays.items():
    for m in methods:
        for p in pct:
            mrows.append((name, m, p, np.percentile(arr, p, method=m)))
pd.DataFrame(mrows, columns=["array", "method", "p", "value"]).to_csv("methods.csv", index=False, float_format="%.17g")

# Running statistics per engine in the table's order (pandas' cumsum, cummax, cummin skip NaN and leave it NaN), the
# running share of the engine's total, and the count of values so far.
c = trials.copy()
gt = c.groupby("engine", sort=False)["tps"]
c["cum_sum"] = gt.cumsum()
c["cum_max"] = gt.cummax()
c["cum_min"] = gt.cummin()
c["cum_share"] = c["cum_sum"] / gt.transform("sum")
c["cum_count"] = c["tps"].notna().groupby(c["engine"], sort=False).cumsum().where(c["tps"].notna())
c.to_csv("cumulative.csv", index=False, float_format="%.17g", na_rep="")

# Ranks per engine, by pandas' every method, ascending and descending.
k = trials.copy()
gr = k.groupby("engine", sort=False)["tps"]
for method in ["average", "min", "max", "first", "dense"]:
    k["rank_" + method] = gr.rank(method=method)
k["rank_desc"] = gr.rank(method="average", ascending=False)
k.to_csv("ranks.csv", index=False, float_format="%.17g", na_rep="")

# Requests finished in each 2 s (a rate per second), and tokens per second in 5 s bins: np.floor(t / w) * w, every
# bin from the first to the last, empty ones 0.
end = np.round(np.sort(rng.uniform(0.3, 61.0, 400)), 3)
tokens = rng.integers(1, 500, 400)
reqs = pd.DataFrame({"end_s": end, "tokens": tokens, "engine": np.where(rng.random(400) < 0.5, "vLLM", "SGLang")})
reqs.to_csv("requests.csv", index=False, float_format="%.17g")
def binned(df, w, value, rate):
    b = np.floor(df["end_s"] / w) * w
    full = np.arange(np.floor(reqs["end_s"].min() / w), np.floor(reqs["end_s"].max() / w) + 1) * w
    out = []
    for engine in df["engine"].unique():
        part = df[df["engine"] == engine]
        s = (part.groupby(b[part.index])[value].sum() if value else part.groupby(b[part.index]).size()).reindex(full, fill_value=0)
        out += [(engine, x, v / (w if rate else 1)) for x, v in s.items()]
    return pd.DataFrame(out, columns=["engine", "end_s", "value"])
binned(reqs, 2, None, True).to_csv("bins_rate.csv", index=False, float_format="%.17g")
binned(reqs, 5, "tokens", True).to_csv("bins_tokens.csv", index=False, float_format="%.17g")

# The same over dates: readings summed in 5-minute bins of their time, per second, every bin from the first to the last.
floor = timed["time"].dt.floor("5min")
full = pd.date_range(floor.min(), floor.max(), freq="5min")
tb = timed.groupby(floor)["value"].sum().reindex(full, fill_value=0) / 300
pd.DataFrame({"time": full.strftime("%Y-%m-%dT%H:%M:%SZ"), "value": tb.values}).to_csv("bins_time.csv", index=False, float_format="%.17g")
