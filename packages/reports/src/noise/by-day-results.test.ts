import {
  computeNoiseExposure,
  epochMs,
  NHO01_PRESET,
  type NoiseSeries,
  NR15_PRESET,
  seconds,
} from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { noiseResultsByDay, withWholeRecordMeasurement } from './by-day-results.ts';
import { noiseObjectivesAndMethod } from './legal-content.ts';
import type { NoiseReportInput } from './report-input.ts';
import { sampleNoiseReportInput } from './test-sample-input.ts';

/** 1-min levels from (level, minutes) segments, starting on the local clock's `start`. */
function series(start: Date, segments: [number, number][]): NoiseSeries {
  const laeq = new Float64Array(segments.flatMap(([level, m]) => Array<number>(m).fill(level)));
  return {
    startMs: epochMs(start.getTime()),
    timeBase: 'absolute',
    intervalS: seconds(60),
    laeq,
    excluded: [],
  };
}

// 26 h from 2024-01-15 22:00: day 1 is 120 min at 95 dB(A) (NR-15 dose 100 %), day 2 480 min at
// 88 dB(A) then 960 min at 70 (NR-15 dose 2^0.6 = 151.57 %, above the limit: the worst day).
const twoDays = series(new Date(2024, 0, 15, 22, 0, 0), [
  [95, 120],
  [88, 480],
  [70, 960],
]);

describe('a noise report of a record longer than a day', () => {
  const norms = [
    { norm: 'nr15' as const, criteria: NR15_PRESET },
    { norm: 'nho01' as const, criteria: NHO01_PRESET },
  ];

  it("reports each norm's worst day and lists every day, per norm", () => {
    const byDay = noiseResultsByDay('pt-BR', twoDays, norms);
    expect(byDay).not.toBeNull();
    expect(byDay?.results.nr15?.dosePct).toBeCloseTo(100 * 2 ** 0.6, 9);
    expect(byDay?.results.nr15?.durationMin).toBe(1440);
    expect(byDay?.days.map((d) => d.days.length)).toEqual([2, 2]);
    // NHO-01 (q = 3): day 1 120/(480/2^(10/3)) = 252 %, day 2 480/240 = 200 %: day 1 is its worst.
    expect(byDay?.days.map((d) => d.worst)).toEqual([1, 0]);
    expect(byDay?.results.nho01?.dosePct).toBeCloseTo((100 * 2 ** (10 / 3)) / 4, 9);
    expect(byDay?.days[0]?.scope).toContain('NR-15');
    expect(byDay?.days[0]?.days[1]?.figures[1]).toBe('151,6 %');
  });

  it('is null for a record of 24 h or less (its results are the whole record)', () => {
    const shift = series(new Date(2024, 0, 16, 8, 0, 0), [[88, 480]]);
    expect(noiseResultsByDay('pt-BR', shift, norms)).toBeNull();
  });

  it('keeps the whole record as the measurement, with the days', () => {
    const byDay = noiseResultsByDay('en', twoDays, norms.slice(0, 1));
    const whole = computeNoiseExposure(twoDays, NR15_PRESET);
    const input = {
      measurement: {
        start: new Date(0),
        end: new Date(0),
        durationMinutes: 1440,
        pausedMinutes: 0,
        clippedMinutes: 0,
      },
    } as NoiseReportInput;
    const reported = withWholeRecordMeasurement(input, whole, byDay?.days ?? []);
    expect(reported.measurement.durationMinutes).toBe(1560);
    expect(reported.days).toHaveLength(1);
  });

  it('says in the method that each day is its own workday, unless a workday is declared', () => {
    const byDay = noiseResultsByDay('pt-BR', twoDays, norms.slice(0, 1));
    const sample = sampleNoiseReportInput();
    const method = (input: NoiseReportInput) => JSON.stringify(noiseObjectivesAndMethod(input));
    const undeclared = {
      ...sample,
      context: { ...sample.context, workdayMinutes: undefined },
      days: byDay?.days ?? [],
    };
    expect(method(undeclared)).toContain('cada dia do calendário é avaliado como uma jornada');
    expect(method({ ...sample, days: byDay?.days ?? [] })).toContain(
      'a dose é projetada para a jornada de 08h00',
    );
    expect(method({ ...sample, context: { ...sample.context, workdayMinutes: undefined } })).toContain(
      'a dose é projetada para a jornada de',
    );
  });
});
