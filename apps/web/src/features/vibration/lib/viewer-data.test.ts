import { readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { intervalSummaries, rememberSummaries } from './interval-summaries';
import { firstEvaluation, tryViewerData, viewerData } from './viewer-data';

const extended = [
  'z;4;24030001507A;2.3.1',
  'a;2026-02-05;10:00:00;1;2;wholeBody;1;octave;z',
  'c;24030001507A',
  'b;7.9433;15.849',
  'd;0;0.3;0.2;0.5;0.0243;0.0048;0.1875;1.1;0.7;1.9',
  's;0;z;0.4;0.2',
  'd;1;0.3;0.2;0.5;0.0243;0.0048;0.1875;1.1;0.7;6.2',
  's;1;z;0.3;0.2',
  '',
].join('\n');

function dataOf(text: string) {
  const read = readReading(text);
  if (!read.ok || read.data.domain !== 'vibration') throw new Error('expected a vibration reading');
  return read.data.vibration;
}

describe('axis viewer data', () => {
  it('a whole-body record: per-axis figures, overall with the 1.4/1.4/1.0 factors, spectra of z', () => {
    const v = viewerData(dataOf(extended), 'hand-arm');
    // The record says whole body, whatever the user chose.
    expect(v.evaluation).toBe('whole-body');
    expect(v.axes.z.rms).toBeCloseTo(0.5, 9);
    // VDV = (0.1875 + 0.1875)^¼ = 0.78254; crest 6.2 / 0.5 = 12.4 > 9 → warning.
    expect(v.axes.z.vdv).toBeCloseTo(0.78254, 4);
    expect(v.crestFactorWarning).toBe(true);
    // NHO-09 §4: √((1.4·0.3)² + (1.4·0.2)² + 0.5²) = √0.5048 = 0.71049 per interval and overall.
    expect(v.overall).toBeCloseTo(0.71049, 4);
    expect(Array.from(v.history.overall)).toEqual([expect.closeTo(0.71049, 4), expect.closeTo(0.71049, 4)]);
    // Energy mean of each band: √((0.4² + 0.3²)/2) = 0.35355, 0.2.
    expect(v.spectrum?.bands.z?.[0]).toBeCloseTo(0.35355, 4);
    expect(v.spectrum?.bands.z?.[1]).toBeCloseTo(0.2, 9);
    expect(v.spectrum?.bands.x).toBeNull();
    expect(v.startMs).toBe(Date.UTC(2026, 1, 5, 10, 0, 0));
  });

  it('an old hand-arm record: vector sum without factors, no VDV, no spectrum', () => {
    const old =
      'z;4;24030001507A;2.3.1\na;2026-02-05;08:10:00;1;2;handArm;1\nc;24030001507A\nd;0;2;3;6\nd;1;2;3;6\n';
    const v = viewerData(dataOf(old), 'whole-body');
    expect(v.evaluation).toBe('hand-arm');
    // NHO-10 §4: √(2² + 3² + 6²) = 7.
    expect(v.overall).toBeCloseTo(7, 9);
    expect([v.axes.x.vdv, v.axes.x.peak, v.spectrum]).toEqual([null, null, null]);
    expect(v.crestFactorWarning).toBe(false);
  });

  it('a raw CSV: the evaluation the user chose; an 8 Hz sine of amplitude 1 on z gives r.m.s. ≈ Wk(8)·0.707', () => {
    const rate = 400;
    const rows = Array.from(
      { length: rate * 4 + 1 },
      (_, i) => `${i / rate},0,0,${Math.sin((2 * Math.PI * 8 * i) / rate)}`,
    );
    const v = viewerData(dataOf(`time,ax,ay,az\n${rows.join('\n')}\n`), 'whole-body');
    expect(v.evaluation).toBe('whole-body');
    expect(v.startMs).toBeUndefined();
    // ISO 2631-1 Table 3: Wk at 8 Hz = 1.036 (filter settling costs a few per cent over 4 s).
    expect(v.axes.z.rms).toBeGreaterThan(Math.SQRT1_2 * 1.036 * 0.9);
    expect(v.axes.z.rms).toBeLessThan(Math.SQRT1_2 * 1.036 * 1.1);
    expect(v.history.z.length).toBe(4);
    expect(v.axes.z.vdv).not.toBeNull();
  });
});

describe('a raw CSV whose rate cannot carry a weighting', () => {
  const raw = (rate: number) =>
    dataOf(
      `time,ax,ay,az\n${Array.from({ length: rate * 2 }, (_, i) => `${i / rate},0,0,${Math.sin(i / 10)}`).join('\n')}\n`,
    );

  it('opens under the evaluation its rate carries: 1 kHz whole body, 10 kHz hand-arm', () => {
    expect(firstEvaluation(raw(1000))).toBe('whole-body');
    expect(firstEvaluation(raw(10_000))).toBe('hand-arm');
    // Neither carried (200 Hz): hand-arm, whose refusal the viewer shows.
    expect(firstEvaluation(raw(200))).toBe('hand-arm');
  });

  it('gives the reason to show instead of throwing (the viewer was a blank page)', () => {
    const refused = tryViewerData(raw(1000), 'hand-arm');
    expect(refused).toEqual({
      ok: false,
      key: 'vibration:errors.sampleRateTooLow',
      values: { rate: 1000, needed: 5000, weighting: 'Wh' },
    });
    const shown = tryViewerData(raw(1000), 'whole-body');
    expect(shown.ok && shown.data.evaluation).toBe('whole-body');
  });
});

describe('axis viewer data from the worker’s summaries', () => {
  it('the summaries remembered for a series are the ones used, and equal the ones computed here', () => {
    const computed = viewerData(dataOf(extended), 'hand-arm');
    const data = dataOf(extended);
    if (data.kind !== 'intervals') throw new Error('expected intervals');
    const summaries = intervalSummaries(data.series);
    rememberSummaries(data.series, summaries);
    expect(viewerData(data, 'hand-arm')).toEqual(computed);
    // Used, not recomputed: a remembered figure shows as it is.
    rememberSummaries(data.series, { ...summaries, z: { ...summaries.z, peak: 99 } });
    expect(viewerData(data, 'hand-arm').axes.z.peak).toBe(99);
    // Another series of the same text (not remembered) is summarised here.
    expect(viewerData(dataOf(extended), 'hand-arm').axes.z.peak).toBe(computed.axes.z.peak);
  });
});
