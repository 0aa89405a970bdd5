"""Independent reference values for the exposure statistics tests (statistics.reference.test.ts).

Run once with Debian's python3-scipy (scipy 1.17): python3 compute_references.py
Nothing here runs at test time; the printed numbers are pasted into the test with this file named.

Independent of the TypeScript code: scipy.stats.nct (Boost's noncentral t), scipy.optimize.brentq,
scipy.special.hyp0f1 (Finney's psi for the MVUE),
scipy.stats.shapiro (the Fortran SWILK of AS R94), and the Bayesian posterior by brute force on a
two-dimensional midpoint grid over (mu, sigma), not the one-dimensional semi-analytic integral the
TypeScript uses.
"""
import json
import math

import numpy as np
from scipy.optimize import brentq
from scipy.special import hyp0f1
from scipy.stats import nct, norm, shapiro

Z95 = norm.ppf(0.95)

DATASETS = {
    "three-low": ([2.1, 3.4, 5.0], 100.0),
    "four-one-above": ([12.0, 45.0, 130.0, 30.0], 100.0),
    "five-mid": ([8.0, 25.0, 14.0, 40.0, 19.0], 100.0),
    "six": ([23.0, 41.0, 17.5, 65.0, 30.2, 12.8], 100.0),
    "ten": ([0.31, 0.52, 0.18, 0.95, 0.44, 0.27, 0.61, 1.3, 0.39, 0.22], 1.0),
    "twelve-high": ([3.2, 5.9, 2.4, 8.8, 4.1, 6.6, 12.5, 3.7, 5.2, 9.9, 2.9, 7.4], 5.0),
    # GSD ~ 9: the sigma prior's upper bound (2.3) truncates the posterior.
    "wide": ([0.4, 12.0, 150.0, 2.2, 60.0], 50.0),
    # Sixty values, GM 40, GSD ~ 1.9, from rounded normal scores (deterministic, no RNG).
    "sixty": ([round(40 * math.exp(0.64 * norm.ppf((i + 0.5) / 60) * (1 if i % 2 else 0.9)), 2) for i in range(60)], 100.0),
}
NOISE = {
    "noise-q3": ([82.3, 84.1, 86.7, 80.2, 85.5, 83.9], 85.0, 3),
    "noise-q5": ([82.3, 84.1, 86.7, 80.2, 85.5, 83.9], 85.0, 5),
}


def finney_mvue(y):
    # Finney's psi_n(t) is the confluent hypergeometric limit function 0F1(; (n-1)/2; (n-1)^2 t / (2n)),
    # so scipy.special.hyp0f1 checks the series of lognormal.ts independently.
    n = len(y)
    t = np.var(y, ddof=1) / 2
    return math.exp(np.mean(y)) * hyp0f1((n - 1) / 2, (n - 1) ** 2 * t / (2 * n))


def bayes_grid(x, oel, nmu=4000, nsigma=4000):
    y = np.log(np.asarray(x) / oel)
    n = len(y)
    ybar, ss = y.mean(), ((y - y.mean()) ** 2).sum()
    # The likelihood is negligible beyond ybar ± 12 sigma_max / sqrt(n) (inside the (-20, 20) prior).
    half = 12 * 2.3 / math.sqrt(n)
    mu_lo, mu_hi = max(-20, ybar - half), min(20, ybar + half)
    mu = mu_lo + (np.arange(nmu) + 0.5) * (mu_hi - mu_lo) / nmu
    sigma = 0.095 + (np.arange(nsigma) + 0.5) * (2.3 - 0.095) / nsigma
    M, S = np.meshgrid(mu, sigma, indexing="ij")
    logpost = -n * np.log(S) - (ss + n * (M - ybar) ** 2) / (2 * S**2)
    w = np.exp(logpost - logpost.max())
    w /= w.sum()
    p95 = M + Z95 * S
    bounds = np.log([0.01, 0.1, 0.5, 1.0])
    cdf = [w[p95 < b].sum() for b in bounds]
    probs = [cdf[0], cdf[1] - cdf[0], cdf[2] - cdf[1], cdf[3] - cdf[2], 1 - cdf[3]]
    return probs


def stats(x, oel):
    x = np.asarray(x, dtype=float)
    n = len(x)
    y = np.log(x)
    ybar, s = y.mean(), y.std(ddof=1)
    root = math.sqrt(n)
    k9595 = nct.ppf(0.95, n - 1, Z95 * root) / root
    k9570 = nct.ppf(0.70, n - 1, Z95 * root) / root
    k = (math.log(oel) - ybar) / s
    t = k * root
    spread = math.sqrt(1 + t * t / (2 * (n - 1)))
    guess = t - norm.ppf(0.95) * spread
    f = lambda d: nct.cdf(t, n - 1, d) - 0.95  # decreasing in d
    lo, hi, step = guess - 0.5, guess + 0.5, 0.5
    while f(lo) < 0:
        lo, step = lo - step, step * 2
    step = 0.5
    while f(hi) > 0:
        hi, step = hi + step, step * 2
    delta_low = brentq(f, lo, hi, xtol=1e-14)
    p95 = math.exp(ybar + Z95 * s)
    ratio = p95 / oel
    category = 0 if ratio < 0.01 else 1 if ratio < 0.1 else 2 if ratio < 0.5 else 3 if ratio < 1 else 4
    utl9570 = math.exp(ybar + k9570 * s)
    frac = {3: 0.1, 4: 0.15, 5: 0.2}.get(n)
    prelim = None
    if frac is not None:
        prelim = "noncompliant" if (x > oel).any() else "compliant" if (x < frac * oel).all() else "inconclusive"
    statistical = None if n < 6 else ("compliant" if utl9570 < oel else "noncompliant")
    bayes = bayes_grid(x, oel)
    return {
        "n": n,
        "gm": math.exp(ybar),
        "gsd": math.exp(s),
        "mean": x.mean(),
        "mvue": finney_mvue(y),
        "p95": p95,
        "utl9595": math.exp(ybar + k9595 * s),
        "utl9570": utl9570,
        "exceedance": norm.sf(k),
        "exceedanceUcl95": norm.sf(delta_low / root),
        "aihaCategory": category,
        "en689Preliminary": prelim,
        "en689Statistical": statistical,
        "shapiroWilkP": float(shapiro(y).pvalue),
        "categoryProbabilities": [float(p) for p in bayes],
    }


out = {name: stats(x, oel) for name, (x, oel) in DATASETS.items()}
for name, (levels, lc, q) in NOISE.items():
    r = stats([2 ** ((l - lc) / q) for l in levels], 1.0)
    for key in ("gm", "p95", "utl9595", "utl9570"):
        r[key + "Db"] = lc + q * math.log2(r[key])
    out[name] = r
print(json.dumps(out, indent=1, default=float))
