import { formatAxPro, generateVibration, VirtualDevice } from '@ohp/devices';
import { readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { intervalSummaries } from './interval-summaries';
import { overallSeries } from './overall-series';
import { readVibrationFile } from './read-vibration-file';
import { readVibrationBlob } from './read-vibration-blob';
import { intervalsOf, knownDays, rememberDays, vibrationDays } from './vibration-days';
import { readingTextOf } from '../../../lib/reading-text';

// A downloaded vibration file as the viewer reads it: the worker's answer (the reading from the
// bytes, summaries, days) and the text beside it (here without a Worker: the same work on this
// thread). The reading is made from the bytes and must be readReading's of the text, whatever the
// bytes.

const axPro = new VirtualDevice('axPro').records[0]?.text ?? '';
const doseMax = new VirtualDevice('doseMax').records[0]?.text ?? '';

async function both(text: string | Blob) {
  const blob = text instanceof Blob ? text : new Blob([text]);
  return readVibrationFile(blob);
}

describe('vibration file reading', () => {
  it('an AxPro record: its text, readReading of that text, and its axes summarised as the viewer does', async () => {
    const got = await both(axPro);
    expect(await readingTextOf(got.text)).toBe(axPro);
    const direct = readReading(axPro);
    expect(got.read).toEqual(direct);
    if (!direct.ok || direct.data.domain !== 'vibration' || direct.data.vibration.kind !== 'intervals')
      throw new Error('expected AxPro intervals');
    expect(got.summaries).toEqual(intervalSummaries(direct.data.vibration.series));
    // The overall the viewer draws, under the record's own evaluation.
    const { series } = direct.data.vibration;
    if (!series.evaluation) throw new Error('expected a record with its evaluation');
    expect(got.overall).toEqual(overallSeries(series, series.evaluation));
  });

  it('the worker’s answer alone: the same reading, summaries and no text', async () => {
    const answer = await readVibrationBlob(new Blob([axPro]));
    expect(answer.read).toEqual(readReading(axPro));
    expect('text' in answer).toBe(false);
  });

  it('a BOM is dropped as Blob.text() drops it; another domain and a raw CSV carry no summaries', async () => {
    const bom = await both(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), axPro]));
    expect(await readingTextOf(bom.text)).toBe(axPro);
    // Read from the bytes, BOM and all: the same reading as the text's.
    expect(bom.read).toEqual(readReading(axPro));
    const other = await both(doseMax);
    expect(other.read).toEqual(readReading(doseMax));
    expect(other.summaries).toBeNull();
    const rows = Array.from({ length: 401 }, (_, i) => `${(i / 400).toFixed(4)},0.1,0.2,${Math.sin(i)}`);
    const csv = await both(`time,ax,ay,az\n${rows.join('\n')}\n`);
    expect(csv.read.ok).toBe(true);
    expect(csv.summaries).toBeNull();
    const empty = await both('');
    expect(empty.read).toEqual(readReading(''));
  });

  it('a record longer than a day: its days under its own evaluation, as the days worker gives them', async () => {
    const week = (evaluationType: 'wholeBody' | 'none', hours: number) =>
      formatAxPro(
        generateVibration({
          seed: 4,
          serialNumber: '24030001507A',
          firmware: '2.3.1',
          start: '2026-02-05T20:00:00',
          durationSeconds: hours * 3600,
          intervalSeconds: 60,
          evaluationType,
        }),
      );
    const got = await both(week('wholeBody', 30));
    const direct = readReading(week('wholeBody', 30));
    if (!direct.ok || direct.data.domain !== 'vibration' || direct.data.vibration.kind !== 'intervals')
      throw new Error('expected AxPro intervals');
    const expected = vibrationDays({
      series: intervalsOf(direct.data.vibration.series),
      evaluation: 'whole-body',
    });
    // 20:00 on the 5th to 02:00 on the 7th: three calendar days.
    expect(expected?.days.length).toBe(3);
    expect(got.days).toEqual(expected);
    // Without an evaluation of its own (the user chooses), or within a day: not computed there.
    expect((await both(week('none', 30))).days).toBeUndefined();
    expect((await both(week('none', 30))).overall).toBeUndefined();
    expect((await both(week('wholeBody', 20))).days).toBeUndefined();
  });

  it('days remembered for a series are found under the same evaluation only', () => {
    const read = readReading(axPro);
    if (!read.ok || read.data.domain !== 'vibration' || read.data.vibration.kind !== 'intervals')
      throw new Error('expected AxPro intervals');
    const { series } = read.data.vibration;
    const days = { days: [], worst: 0 };
    expect(knownDays(series, 'whole-body')).toBeUndefined();
    rememberDays(series, 'whole-body', days);
    expect(knownDays(series, 'whole-body')).toBe(days);
    expect(knownDays(series, 'hand-arm')).toBeUndefined();
  });
});
