// Root finding for the monotone functions of the statistics (quantiles, confidence limits):
// bracket by expanding steps, then Brent's method (R. P. Brent, "Algorithms for Minimization
// without Derivatives", 1973, ch. 4: zeroin), which never leaves the bracket and converges
// superlinearly on smooth functions.

const MAX_EXPANSIONS = 200;
const MAX_ITERATIONS = 200;

/** A root of f in [a, b], where f(a) and f(b) have opposite signs (or one is zero). */
export function brent(f: (x: number) => number, a0: number, b0: number, tolerance = 1e-13): number {
  let a = a0;
  let b = b0;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa * fb > 0) throw new RangeError('brent: the root is not bracketed');
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + tolerance * Math.max(1, Math.abs(b)) * 0.5;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      let p: number;
      let q: number;
      const s = fb / fa;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}

/**
 * The x where an increasing function g reaches `target`, searched from `guess` outwards with
 * steps of `step` that double until the target is bracketed.
 */
export function solveIncreasing(
  g: (x: number) => number,
  target: number,
  guess: number,
  step: number,
): number {
  const f = (x: number) => g(x) - target;
  let lo = guess - step;
  let hi = guess + step;
  let width = step;
  for (let i = 0; i < MAX_EXPANSIONS && f(lo) > 0; i++) {
    hi = lo;
    width *= 2;
    lo -= width;
  }
  width = step;
  for (let i = 0; i < MAX_EXPANSIONS && f(hi) < 0; i++) {
    lo = hi;
    width *= 2;
    hi += width;
  }
  return brent(f, lo, hi);
}
