import { formatAxPro, generateVibration, VirtualDevice } from '@ohp/devices';
import { readReading } from '@ohp/devices/readings';
import { describe, expect, it } from 'vitest';
import { intervalSummaries } from './interval-summaries';
import { vibrationFileAnswerer } from './vibration-file-answer';
import { intervalsOf, knownDays, rememberDays, vibrationDays } from './vibration-days';
import type { VibrationFileAnswer } from './vibration-file-messages';

// The vibration file worker's two requests (the text, then the reading of that text), as the
// worker answers them and as the main thread does without one. The reading is made from the bytes
// (the byte scanner) and must be readReading's of the text, whatever the bytes.

const axPro = new VirtualDevice('axPro').records[0]?.text ?? '';
const doseMax = new VirtualDevice('doseMax').records[0]?.text ?? '';

async function both(text: string | Blob, answer = vibrationFileAnswerer()) {
  const blob = text instanceof Blob ? text : new Blob([text]);
  // Asked back to back, as readVibrationFile does.
  const [t, r] = await Promise.all([
    answer({ kind: 'text', blob, key: 1 }),
    answer({ kind: 'read', blob, key: 1 }),
  ]);
  if (t.kind !== 'text' || r.kind !== 'read') throw new Error('unexpected answers');
  return { text: t.text, read: r.read, summaries: r.summaries, days: r.days };
}

describe('vibration file answerer', () => {
  it('an AxPro record: its text, readReading of that text, and its axes summarised as the viewer does', async () => {
    const got = await both(axPro);
    expect(got.text).toBe(axPro);
    const direct = readReading(axPro);
    expect(got.read).toEqual(direct);
    if (!direct.ok || direct.data.domain !== 'vibration' || direct.data.vibration.kind !== 'intervals')
      throw new Error('expected AxPro intervals');
    expect(got.summaries).toEqual(intervalSummaries(direct.data.vibration.series));
  });

  it('the text answered first, the reading after it (the text crosses while the worker parses)', async () => {
    const answer = vibrationFileAnswerer();
    const blob = new Blob([axPro]);
    const order: string[] = [];
    const note = (p: Promise<VibrationFileAnswer>) => p.then((a) => order.push(a.kind));
    await Promise.all([
      note(answer({ kind: 'text', blob, key: 7 })),
      note(answer({ kind: 'read', blob, key: 7 })),
    ]);
    expect(order).toEqual(['text', 'read']);
  });

  it('a reading asked alone (a worker that failed before the text) reads the Blob itself', async () => {
    const r = await vibrationFileAnswerer()({ kind: 'read', blob: new Blob([axPro]), key: 3 });
    expect(r.kind === 'read' && r.read).toEqual(readReading(axPro));
  });

  it('a BOM is dropped as Blob.text() drops it; another domain and a raw CSV carry no summaries', async () => {
    const bom = await both(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), axPro]));
    expect(bom.text).toBe(axPro);
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
