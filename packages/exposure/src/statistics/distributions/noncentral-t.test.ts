// The noncentral t against published tolerance-factor tables and against scipy.stats.nct (Boost's
// implementation, an independent algorithm), computed once with Debian's python3-scipy 1.17:
//   python3 -c "from scipy.stats import nct; print(repr(nct.cdf(t, df, d)), repr(nct.ppf(p, df, d)))"
import { describe, expect, it } from 'vitest';
import { toleranceFactor95 } from '../tolerance.ts';
import { noncentralityForCdf, noncentralTCdf, noncentralTQuantile } from './noncentral-t.ts';

describe('noncentralTCdf', () => {
  const cases: [number, number, number, number][] = [
    [1.5, 5, 1, 0.6496208042152254],
    [3, 5, 4.03, 0.19272529746619185],
    [-1, 3, 0.5, 0.09212120981435942],
    [2, 10, 0, 0.9633059826146299],
    [0.5, 2, -1, 0.920304260068485],
    [-3, 4, -2, 0.28946052371004105],
    [10, 29, 9.0, 0.7079035768785951],
    [7.5, 2, 2.85, 0.854786308845178],
    // δ = 52 (n = 1000 tolerance limit): AS 243 summing from j = 0 underflows here.
    [55, 999, 52, 0.9704881729986471],
    [60, 999, 52, 0.9999992609618135],
  ];
  it.each(cases)('F(%d; %d, %d) = %d', (t, df, delta, expected) => {
    expect(Math.abs(noncentralTCdf(t, df, delta) - expected)).toBeLessThan(1e-12);
  });
});

describe('noncentralTQuantile and noncentralityForCdf', () => {
  const cases: [number, number, number, number][] = [
    [0.95, 9, 5.2, 9.202977159079882],
    [0.7, 5, 4.03, 5.35759997024245],
    [0.05, 20, -1, -2.832051499496531],
    [0.5, 3, 2, 2.203826658046272],
  ];
  it.each(cases)('t′_%d(%d, %d) = %d', (p, df, delta, expected) => {
    expect(Math.abs(noncentralTQuantile(p, df, delta) - expected)).toBeLessThan(1e-9);
  });
  it('inverts the CDF in the noncentrality', () => {
    // scipy: brentq(lambda d: nct.cdf(2, 5, d) - 0.95, -20, 20) = -0.010646524631901817
    expect(Math.abs(noncentralityForCdf(2, 5, 0.95) - -0.010646524631901817)).toBeLessThan(1e-10);
    for (const [t, df] of [
      [3, 4],
      [-2, 9],
      [40, 200],
    ] as const) {
      const delta = noncentralityForCdf(t, df, 0.95);
      expect(Math.abs(noncentralTCdf(t, df, delta) - 0.95)).toBeLessThan(1e-10);
    }
  });
});

describe('one-sided tolerance factors of the 95th percentile', () => {
  // γ = 0.95, P = 0.95: Natrella, "Experimental Statistics" (NBS Handbook 91, 1963), table A-7,
  // reproduced in AIHA, "A Strategy for Assessing and Managing Occupational Exposures", app. VI.
  const k9595: [number, number][] = [
    [3, 7.656],
    [4, 5.144],
    [5, 4.203],
    [6, 3.708],
    [7, 3.399],
    [10, 2.911],
    [15, 2.566],
    [20, 2.396],
    [25, 2.292],
    [30, 2.22],
  ];
  it.each(k9595)('K(95 %%, 95 %%) for n = %d is %d', (n, expected) => {
    expect(Math.abs(toleranceFactor95(n, 0.95) - expected)).toBeLessThan(0.0006);
  });

  // γ = 0.70: EN 689:2018 annex F, table F.1 (U_T of the statistical test).
  const ut: [number, number][] = [
    [6, 2.187],
    [7, 2.12],
    [8, 2.072],
    [9, 2.035],
    [10, 2.005],
    [11, 1.981],
    [12, 1.961],
    [13, 1.944],
    [14, 1.929],
    [15, 1.917],
    [16, 1.905],
    [17, 1.895],
    [18, 1.886],
    [19, 1.878],
    [20, 1.87],
  ];
  it.each(ut)('U_T (EN 689 table F.1) for n = %d is %d', (n, expected) => {
    expect(Math.abs(toleranceFactor95(n, 0.7) - expected)).toBeLessThan(0.0006);
  });

  it('stays finite and above z0.95 for a thousand values (δ ≈ 52)', () => {
    // scipy: nct.ppf(0.95, 999, norm.ppf(0.95)*sqrt(1000))/sqrt(1000) = 1.7272632696712737
    expect(Math.abs(toleranceFactor95(1000, 0.95) - 1.7272632696712737)).toBeLessThan(1e-9);
  });
});
