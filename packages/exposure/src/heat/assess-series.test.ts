import { describe, expect, it } from 'vitest';
import { assessHeatSeries } from './assess-series.ts';
import type { HeatSeries } from './types.ts';

function series(
  minutes: number,
  at: (i: number) => { tg: number; tbn: number; tbs?: number; rh?: number },
): HeatSeries {
  const rows = Array.from({ length: minutes }, (_, i) => at(i));
  return {
    timeBase: 'relative',
    startMs: 0,
    intervalS: 60,
    tg: Float64Array.from(rows, (r) => r.tg),
    tbn: Float64Array.from(rows, (r) => r.tbn),
    tbs: Float64Array.from(rows, (r) => r.tbs ?? r.tbn + 5),
    rh: Float64Array.from(rows, (r) => r.rh ?? 60),
    lineOf: Int32Array.from(rows, (_, i) => i + 2),
  };
}

describe('record mode', () => {
  it('the first 25 min are left out: a hot start does not make the critical hour', () => {
    // Minutes 0–24: tbn 30, tg 50 (globe still heating, IBUTG 36); then tbn 22, tg 30 (IBUTG 24.4).
    const s = series(120, (i) => (i < 25 ? { tg: 50, tbn: 30 } : { tg: 30, tbn: 22 }));
    const r = assessHeatSeries(s, { norm: 'nr15-2019', activities: [{ minutes: 60, metabolicRate: 200 }] });
    expect(r?.window.start).toBe(25);
    expect(r?.window.meanIbutg).toBeCloseTo(24.4, 10);
    expect(r?.flags).toContainEqual({ kind: 'stabilisation', samples: 25, minutes: 25 });
    expect(r?.assessment.ok && r.assessment.data.judgement).toBe('acceptable');
  });
  it('a 50-minute record is all stabilisation time: used anyway, labelled', () => {
    const r = assessHeatSeries(
      series(20, () => ({ tg: 30, tbn: 22 })),
      { norm: 'nr15-1978', workload: 'light', activities: [] },
    );
    expect(r?.flags.map((f) => f.kind)).toEqual(['notStabilised', 'shortWindow']);
    expect(r?.assessment.ok && r.assessment.data.warnings).toContain('windowNot60');
  });
  it('a dry wick is flagged with the line of its first sample', () => {
    const s = series(100, (i) =>
      i === 70 ? { tg: 40, tbn: 29, tbs: 30, rh: 40 } : { tg: 35, tbn: 21, tbs: 30, rh: 40 },
    );
    const r = assessHeatSeries(s, { norm: 'nr15-2019', activities: [{ minutes: 60, metabolicRate: 200 }] });
    expect(r?.flags).toContainEqual({ kind: 'dryWick', samples: 1, firstLine: 72, firstOffsetS: 4200 });
  });
  it('dry wick samples are counted from the first on, wet wick samples between them left out', () => {
    const dry = new Set([40, 41, 55, 90]);
    const s = series(100, (i) =>
      dry.has(i) ? { tg: 40, tbn: 29, tbs: 30, rh: 40 } : { tg: 35, tbn: 21, tbs: 30, rh: 40 },
    );
    const r = assessHeatSeries(s, { norm: 'nr15-2019', activities: [{ minutes: 60, metabolicRate: 200 }] });
    expect(r?.flags).toContainEqual({ kind: 'dryWick', samples: 4, firstLine: 42, firstOffsetS: 2400 });
  });
  it('solar load uses eq. 5.2 per sample', () => {
    const s = series(90, () => ({ tg: 35, tbn: 21, tbs: 28 }));
    const r = assessHeatSeries(s, {
      norm: 'nr15-2019',
      solarLoad: true,
      activities: [{ minutes: 60, metabolicRate: 200 }],
    });
    expect(r?.window.meanIbutg).toBeCloseTo(24.5, 10);
  });
});
