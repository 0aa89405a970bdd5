import { readReading } from '@ohp/devices/readings';
import { axisFactors, resultant } from '@ohp/exposure';
import { describe, expect, it } from 'vitest';
import { overallOf, overallSeries, rememberOverall } from './overall-series';

const record = [
  'z;4;24030001507A;2.3.1',
  'a;2026-02-05;10:00:00;1;2;wholeBody;1',
  'c;24030001507A',
  'd;0;0.3;0.2;0.5',
  'd;1;1;2;3',
  '',
].join('\n');

function seriesOf(text: string) {
  const read = readReading(text);
  if (!read.ok || read.data.domain !== 'vibration' || read.data.vibration.kind !== 'intervals')
    throw new Error('expected AxPro intervals');
  return read.data.vibration.series;
}

describe('overall over time', () => {
  it('one resultant per interval with the evaluation’s factors', () => {
    const s = seriesOf(record);
    const f = axisFactors('whole-body');
    expect(Array.from(overallSeries(s, 'whole-body'))).toEqual([
      resultant({ x: 0.3, y: 0.2, z: 0.5 }, f),
      resultant({ x: 1, y: 2, z: 3 }, f),
    ]);
    // Hand-arm: no factors, √(1 + 4 + 9).
    expect(overallSeries(s, 'hand-arm')[1]).toBeCloseTo(Math.sqrt(14), 12);
  });

  it('the worker’s overall is used for its series under its evaluation only', () => {
    const s = seriesOf(record);
    const fromWorker = new Float64Array([7, 8]);
    expect(Array.from(overallOf(s, 'whole-body'))).toEqual(Array.from(overallSeries(s, 'whole-body')));
    rememberOverall(s, 'whole-body', fromWorker);
    expect(overallOf(s, 'whole-body')).toBe(fromWorker);
    expect(Array.from(overallOf(s, 'hand-arm'))).toEqual(Array.from(overallSeries(s, 'hand-arm')));
    // Another series of the same text: computed here.
    expect(overallOf(seriesOf(record), 'whole-body')).not.toBe(fromWorker);
  });
});
