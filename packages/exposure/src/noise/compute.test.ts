// Worked examples derived by hand from the norms' formulas (derivation beside each number):
// T = 480/2^((L − 85)/q) min, D = Σ C/T × 100 %, Lavg/NE = 85 + k·log10((480/TE)·D/100),
// NEN = NE + k·log10(TE/480), TWA = 85 + k·log10(D/100), k = q/log10 2.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { epochMs, minutes } from '../units/index.ts';
import { computeNoiseExposure } from './compute.ts';
import { NR15_TABLE, nr15Forbidden, nr15RowIndex } from './nr15-table.ts';
import { NHO01_PRESET, NR15_PRESET, resolveCriteria } from './presets.ts';
import { segmentsSeries } from './test-series.ts';

describe('8 h at 85 dB(A)', () => {
  it.each([
    ['NR-15', NR15_PRESET],
    ['NHO-01', NHO01_PRESET],
  ] as const)('%s: dose 100 %, every level 85.0', (_, preset) => {
    const r = computeNoiseExposure(segmentsSeries([[85, 480]]), preset);
    expect(r.durationMin).toBe(480);
    expect(r.dosePct).toBeCloseTo(100, 9);
    expect(r.projectedDosePct).toBeCloseTo(100, 9);
    for (const v of [r.lavg, r.laeq, r.ne, r.nen, r.twa, r.minLevel, r.maxLevel])
      expect(v).toBeCloseTo(85, 9);
    // NR-15 table: 480/480 = 1 → 100 %
    expect(r.nr15TableDosePct).toBeCloseTo(100, 9);
    // 100 % belongs to the 80–100 % class of NHO-01
    expect(r.judgement).toBe('uncertainty');
    expect(r.exceeds115).toBe(false);
  });
});

describe('4 h at 90 dB(A) + 4 h at 70 dB(A), 1 s intervals', () => {
  const series = segmentsSeries(
    [
      [90, 240],
      [70, 240],
    ],
    1,
  );

  it('NR-15: dose 240·2^1/480 = 100 %, Lavg 85.0, LAeq 87.03', () => {
    const r = computeNoiseExposure(series, NR15_PRESET);
    expect(r.durationMin).toBe(480);
    expect(r.dosePct).toBeCloseTo(100, 9);
    expect(r.lavg).toBeCloseTo(85, 9);
    expect(r.twa).toBeCloseTo(85, 9);
    // LAeq = 10·log10((10^9 + 10^7)/2) = 10·log10(5.05·10^8) = 87.0329
    expect(r.laeq).toBeCloseTo(87.0329, 4);
    expect(r.minLevel).toBe(70);
    expect(r.maxLevel).toBe(90);
    // table: 240/240 (90 dB → 4 h) + 70 dB no limit = 1 → 100 %
    expect(r.nr15TableDosePct).toBeCloseTo(100, 9);
    expect(r.judgement).toBe('uncertainty');
  });

  it('NHO-01: dose 2^((90 − 85)/3)·50 % = 158.74 %, NE = NEN = 87.0', () => {
    const r = computeNoiseExposure(series, NHO01_PRESET);
    // 2^(5/3) = 3.1748021 → × 50 = 158.740
    expect(r.dosePct).toBeCloseTo(158.74, 2);
    // NE = 85 + 9.966·log10(1.5874) = 85 + 2.000 = 87.0
    expect(r.ne).toBeCloseTo(87, 9);
    expect(r.nen).toBeCloseTo(87, 9);
    expect(r.judgement).toBe('above_limit');
  });
});

describe('8 h at 88 dB(A)', () => {
  const series = segmentsSeries([[88, 480]]);
  it('NHO-01 (q = 3): dose 2^(3/3) = 200 %, NEN 88.0', () => {
    const r = computeNoiseExposure(series, NHO01_PRESET);
    expect(r.dosePct).toBeCloseTo(200, 9);
    expect(r.nen).toBeCloseTo(88, 9);
  });
  it('NR-15 (q = 5): dose 2^(3/5) = 151.57 %; table 480/300 = 160 %', () => {
    const r = computeNoiseExposure(series, NR15_PRESET);
    expect(r.dosePct).toBeCloseTo(151.572, 3);
    expect(r.nr15TableDosePct).toBeCloseTo(160, 9);
    expect(r.lavg).toBeCloseTo(88, 9);
  });
});

describe('projection to 8 h and to the workday', () => {
  const series = segmentsSeries([[90, 240]]);
  it('NR-15, 4 h at 90 measured, workday 480: dose 100 %, projected 200 %, Lavg = NE = NEN = 90, TWA = 85', () => {
    const r = computeNoiseExposure(series, resolveCriteria('nr15', { workdayMin: 480 }));
    expect(r.dosePct).toBeCloseTo(100, 9);
    expect(r.projectedDosePct).toBeCloseTo(200, 9);
    expect(r.projectedWorkdayDosePct).toBeCloseTo(200, 9);
    // Lavg = 85 + 16.61·log10((480/240)·1) = 90; NE same; NEN = 90 + 16.61·log10(480/480) = 90
    expect(r.lavg).toBeCloseTo(90, 9);
    expect(r.ne).toBeCloseTo(90, 9);
    expect(r.nen).toBeCloseTo(90, 9);
    // TWA = 85 + 16.61·log10(100/100) = 85 (the measured dose spread over 8 h)
    expect(r.twa).toBeCloseTo(85, 9);
    expect(r.judgement).toBe('above_limit');
  });

  it('without a workday the workday is the measured 240 min: NEN = 90 + 16.61·log10(240/480) = 85', () => {
    const r = computeNoiseExposure(series, NR15_PRESET);
    expect(r.workdayMin).toBe(240);
    expect(r.projectedWorkdayDosePct).toBeCloseTo(100, 9);
    expect(r.nen).toBeCloseTo(85, 9);
    expect(r.judgement).toBe('uncertainty');
  });

  it('NHO-01, 6 h at 88 measured, workday 360: dose 150 %, NE 88.0, NEN 86.755', () => {
    const r = computeNoiseExposure(segmentsSeries([[88, 360]]), {
      ...NHO01_PRESET,
      workdayMin: minutes(360),
    });
    // D = 360·2/480 = 150 %; projected to 8 h: 150·480/360 = 200 %
    expect(r.dosePct).toBeCloseTo(150, 9);
    expect(r.projectedDosePct).toBeCloseTo(200, 9);
    expect(r.ne).toBeCloseTo(88, 9);
    // NEN = 85 + 9.966·log10(1.5) = 86.755; TWA the same (measured time = workday)
    expect(r.nen).toBeCloseTo(86.755, 3);
    expect(r.twa).toBeCloseTo(86.755, 3);
  });
});

describe('threshold, no data and the 115 dB(A) ceiling', () => {
  it('8 h at 79.9 dB(A): below the 80 dB threshold, dose 0, Lavg undefined, LAeq 79.9', () => {
    const r = computeNoiseExposure(segmentsSeries([[79.9, 480]]), NR15_PRESET);
    expect(r.dosePct).toBe(0);
    expect(r.lavg).toBeNull();
    expect(r.twa).toBeNull();
    expect(r.laeq).toBeCloseTo(79.9, 9);
    expect(r.judgement).toBe('acceptable');
  });

  it('8 h at exactly 80 dB(A), NR-15: 2^(−1) = 50 % → acceptable (boundary belongs to the lower class)', () => {
    const r = computeNoiseExposure(segmentsSeries([[80, 480]]), NR15_PRESET);
    expect(r.dosePct).toBeCloseTo(50, 9);
    expect(r.judgement).toBe('acceptable');
  });

  it('a record without data gives no levels and no judgement', () => {
    const r = computeNoiseExposure(segmentsSeries([[Number.NaN, 60]]), NR15_PRESET);
    expect(r.durationMin).toBe(0);
    expect(r.pausedMin).toBe(60);
    expect(r.dosePct).toBe(0);
    expect([r.laeq, r.lavg, r.minLevel, r.maxLevel, r.judgement]).toEqual([null, null, null, null, null]);
  });

  it('115.0 dB(A) is not above 115; 115.1 is, and forces "above the limit"', () => {
    const at115 = computeNoiseExposure(
      segmentsSeries([
        [115, 1],
        [70, 479],
      ]),
      NR15_PRESET,
    );
    expect(at115.exceeds115).toBe(false);
    const above = computeNoiseExposure(
      segmentsSeries([
        [115.1, 1],
        [70, 479],
      ]),
      NR15_PRESET,
    );
    expect(above.exceeds115).toBe(true);
    expect(above.minutesAbove115).toBe(1);
    // NR-15 dose: 1 min·2^(30.1/5)/480 = 64.89/480 = 13.52 % — low, but the ceiling was passed
    expect(above.dosePct).toBeCloseTo(13.52, 2);
    expect(above.judgement).toBe('above_limit');
    // table: 1 min counted with 7 min → 1/7 = 14.29 %; forbidden minutes reported
    expect(above.nr15TableDosePct).toBeCloseTo(14.2857, 4);
    expect(above.nr15Table.forbiddenMin).toBe(1);
  });
});

describe('NR-15 Anexo 1 table breakdown', () => {
  it('2 h at 90 + 1 h at 90.5 + 2 h at 95 + 3 h at 80: C/T = 120/240 + 60/210 + 120/120 + 0 = 1.7857', () => {
    const r = computeNoiseExposure(
      segmentsSeries([
        [90, 120],
        [90.5, 60],
        [95, 120],
        [80, 180],
      ]),
      NR15_PRESET,
    );
    // 90.5 uses the next higher level, 91 dB → 3 h 30 = 210 min; 80 dB has no limit
    expect(r.nr15Table.rows.map((x) => [x.tableLevel, x.permissibleMin, x.exposedMin])).toEqual([
      [90, 240, 120],
      [91, 210, 60],
      [95, 120, 120],
    ]);
    expect(r.nr15Table.rows.map((x) => x.fraction)).toEqual([0.5, 60 / 210, 1]);
    expect(r.nr15Table.sum).toBeCloseTo(0.5 + 0.2857142857 + 1, 9);
    expect(r.nr15TableDosePct).toBeCloseTo(178.5714, 4);
  });
});

describe('overrides', () => {
  it('criterion 90, q = 5, threshold 80 (OSHA-like): 8 h at 90 → 100 %', () => {
    const r = computeNoiseExposure(
      segmentsSeries([[90, 480]]),
      resolveCriteria('nr15', { criterionLevel: 90 }),
    );
    expect(r.dosePct).toBeCloseTo(100, 9);
    expect(r.twa).toBeCloseTo(90, 9);
  });
  it('threshold raised to 90: 8 h at 89 adds no dose', () => {
    const r = computeNoiseExposure(segmentsSeries([[89, 480]]), resolveCriteria('nho01', { threshold: 90 }));
    expect(r.dosePct).toBe(0);
  });
  it('rejects a non-positive exchange rate', () => {
    expect(() =>
      computeNoiseExposure(segmentsSeries([[85, 1]]), resolveCriteria('nr15', { exchangeRate: 0 })),
    ).toThrow(RangeError);
  });
});

describe('a record read a chunk of intervals at a time (sumLevels)', () => {
  // 2,500 intervals: two whole chunks of 1,024 and a part; peaks on the chunks' first intervals.
  const n = 2500;
  const laeq = Float64Array.from({ length: n }, (_, i) => (i === 1023 ? 118.4 : 60 + ((i * 37) % 400) / 10));
  laeq[1030] = Number.NaN;
  const peak = Float64Array.from({ length: n }, (_, i) => (i % 1024 === 0 ? 140 : 100));
  const lafmax = Float64Array.from(laeq, (v) => v + 2.5);
  const base = segmentsSeries([[80, n / 60]], 1);
  const at = (s: number) => epochMs(base.startMs + s * 1000);
  const series = {
    ...base,
    laeq,
    peak,
    lafmax,
    excluded: [{ kind: 'clip' as const, startMs: at(2040), endMs: at(2042) }],
  };
  const isData = (i: number) => i !== 2040 && i !== 2041 && i !== 1030;

  it('counts and sums every interval once, in order', () => {
    const r = computeNoiseExposure(series, NR15_PRESET);
    const kept = Array.from(laeq).filter((_, i) => isData(i));
    let energy = 0;
    for (const v of kept) energy += 10 ** (v / 10);
    expect(r.durationMin).toBe(kept.length / 60);
    expect(r.clippedMin).toBe(2 / 60);
    expect(r.pausedMin).toBe(1 / 60);
    expect(r.laeq).toBe(10 * Math.log10(energy / kept.length));
    expect(r.maxLevel).toBe(118.4);
    expect(r.minLevel).toBe(Math.min(...kept));
    expect(r.peaksAbove115).toBe(3);
    expect(r.maxLafmax).toBe(Math.max(...Array.from(lafmax).filter((_, i) => isData(i))));
    expect(r.exceeds115).toBe(true);
  });
});

describe('exact tenths (the table path) against the formulas written out', () => {
  // Levels where every test of the pass changes its answer: NHO-01's threshold 80, the quadro's
  // 85 … 115, above 115, a mix of exact tenths and levels between them (the formula path).
  const level = fc.oneof(
    fc.integer({ min: 700, max: 1200 }).map((k) => k / 10),
    fc.double({ min: 70, max: 120, noNaN: true }),
    fc.constant(Number.NaN),
  );
  test.prop([fc.array(level, { minLength: 1, maxLength: 400 }), fc.constantFrom(NR15_PRESET, NHO01_PRESET)])(
    'dose, LAeq, the quadro and the minutes above 115 bit for bit',
    (levels, preset) => {
      const laeq = Float64Array.from(levels);
      const r = computeNoiseExposure(segmentsSeries([], 60, { laeq }), preset);
      const c = preset;
      let energy = 0;
      let doseUnits = 0;
      let n = 0;
      let forbidden = 0;
      const counts = new Map<number, number>();
      for (const l of levels) {
        if (Number.isNaN(l)) continue;
        n++;
        energy += 10 ** (l / 10);
        if (l >= c.threshold) doseUnits += 2 ** ((l - c.criterionLevel) * (1 / c.exchangeRate));
        const row = nr15RowIndex(l);
        if (row >= 0) counts.set(row, (counts.get(row) ?? 0) + 1);
        else if (nr15Forbidden(l)) forbidden++;
      }
      expect(r.dosePct).toBe((100 * doseUnits * 60) / (480 * 60));
      expect(r.laeq).toBe(n > 0 ? 10 * Math.log10(energy / n) : null);
      expect(r.minutesAbove115).toBe(forbidden);
      expect(r.nr15Table.rows.map((x) => [x.tableLevel, x.exposedMin])).toEqual(
        [...counts].sort(([a], [b]) => a - b).map(([row, k]) => [NR15_TABLE[row]?.level, k]),
      );
    },
  );
});
