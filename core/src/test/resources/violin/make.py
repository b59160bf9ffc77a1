"""Makes the fixtures violins and strips are held to: samples, scipy's gaussian_kde with Scott's and Silverman's
bandwidths and a given factor, evaluated at the points a violin is drawn through (two bandwidths beyond the samples,
100 points), and the strip's jitter as numpy computes the golden ratio's sequence. Run with Debian's /usr/bin/python3
(python3-scipy): python3 make.py"""
import numpy as np
from scipy import stats

rng = np.random.default_rng(20261202)
samples = np.round(np.concatenate([rng.lognormal(np.log(40), 0.3, 23), rng.normal(110, 12, 9)]), 3)
np.savetxt("samples.csv", samples, fmt="%.17g", header="v", comments="")
with open("kde.csv", "w") as out:
    out.write("method,at,density\n")
    for method in ["scott", "silverman", 0.5]:
        kde = stats.gaussian_kde(samples, bw_method=method)
        h = np.sqrt(kde.covariance[0, 0])
        at = np.linspace(samples.min() - 2 * h, samples.max() + 2 * h, 100)
        for a, d in zip(at, kde(at)):
            out.write(f"{method},{a:.17g},{d:.17g}\n")
phi = (np.sqrt(5) - 1) / 2
jitter = (np.mod(np.arange(1000) * phi, 1.0) - 0.5) * 0.5
np.savetxt("jitter.csv", jitter, fmt="%.17g", header="offset", comments="")
print(repr(phi))
