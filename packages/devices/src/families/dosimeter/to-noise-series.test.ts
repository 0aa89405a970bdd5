import { computeNoiseExposure, NR15_PRESET } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { deviceWallClockToEpochMs, dosimeterRecordToNoiseSeries } from './to-noise-series.ts';
import type { DosimeterRecord } from './types.ts';

function record(overrides: Partial<DosimeterRecord> = {}): DosimeterRecord {
  return {
    kind: 'dosimeter',
    format: 'v1',
    serialNumber: '000123456701A',
    firmware: '1.2',
    start: '2026-03-10T08:00:00',
    intervalSeconds: 60,
    offsets: new Float64Array([0, 60, 180]),
    laeq: new Float64Array([85, 86, 90]),
    lcpeak: new Float64Array([100, 116, 120]),
    lafmax: undefined,
    bands: {
      kind: 'octave',
      centers: [500, 1000],
      levels: [new Float64Array([70, 72, 74]), new Float64Array([71, 73, 75])],
    },
    pauses: [{ start: 120, end: 180 }],
    configuration: {
      weighting: 'A',
      timeWeighting: 'S',
      thresholdDb: 80,
      criterionDb: 85,
      exchangeRate: 5,
      peakCurve: 'C',
      startDelay: 0,
    },
    summary: { dosePct: 0, lavg: 0, laeq: 0, twa: 0, minLevel: 0, maxLevel: 0, peaksAbove115: 0 },
    audio: [],
    ...overrides,
  };
}

describe('deviceWallClockToEpochMs', () => {
  it('reads the device clock as local wall-clock time', () => {
    const ms = deviceWallClockToEpochMs('2026-03-10T08:05:09');
    const d = new Date(ms);
    expect([
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
    ]).toEqual([2026, 2, 10, 8, 5, 9]);
    expect(Number.isNaN(deviceWallClockToEpochMs('10/03/2026'))).toBe(true);
  });
});

describe('dosimeterRecordToNoiseSeries', () => {
  it('places rows on the interval grid with NaN where the device logged nothing', () => {
    const series = dosimeterRecordToNoiseSeries(record());
    expect(Array.from(series.laeq)).toEqual([85, 86, Number.NaN, 90]);
    expect(Array.from(series.peak ?? [])).toEqual([100, 116, Number.NaN, 120]);
    expect(series.peakWeighting).toBe('C');
    expect(series.intervalS).toBe(60);
    expect(series.octaves?.names).toEqual(['oct_500', 'oct_1k']);
    expect(Array.from(series.octaves?.levels[1] ?? [])).toEqual([71, 73, Number.NaN, 75]);
  });

  it('turns device pauses into excluded pause periods and keeps user clippings', () => {
    const start = deviceWallClockToEpochMs('2026-03-10T08:00:00');
    const clip = { kind: 'clip' as const, startMs: start, endMs: start + 60_000, observation: 'x' };
    const series = dosimeterRecordToNoiseSeries(record(), [clip as never]);
    expect(series.excluded).toEqual([
      { kind: 'pause', startMs: start + 120_000, endMs: start + 180_000 },
      clip,
    ]);
  });

  it('feeds the NR-15 maths: 3 logged minutes at 85, 86 and 90 dB(A)', () => {
    const result = computeNoiseExposure(dosimeterRecordToNoiseSeries(record()), NR15_PRESET);
    // Dose = Σ t/T(L) with T = 480 / 2^((L − 85)/5) min: (1/480)·(1 + 2^(1/5) + 2^1) = 4.1487/480 = 0.8643 %.
    expect(result.dosePct).toBeCloseTo(((1 + 2 ** 0.2 + 2) / 480) * 100, 6);
    expect(result.durationMin).toBeCloseTo(3, 9);
  });
});
