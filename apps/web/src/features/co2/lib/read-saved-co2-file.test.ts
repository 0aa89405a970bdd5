import type { Measurement } from '@ohp/contracts';
import { formatCo2Pro, generateOfficeCo2 } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { readingTextOf } from '../../../lib/reading-text';
import { readSavedCo2FileAnswer, readSavedCo2Text } from './read-saved-co2-file';

// The viewer reads a saved CO2 file from GET co2pro/file's answer through the worker's path (here,
// without a Worker, its fallback: the answer's JSON parsed, then read); what it opens must be what
// readReading opens on the text itself, to the value, and the text must be the file's.

const answerOf = (text: string) => new Blob([JSON.stringify({ data: text })], { type: 'application/json' });
const readSavedCo2TextOffThread = (text: string, measurement: Pick<Measurement, 'family'>) =>
  readSavedCo2FileAnswer(answerOf(text), measurement);

const record = formatCo2Pro(
  generateOfficeCo2({
    seed: 3,
    serialNumber: '24060002208A',
    firmware: '2.1.0',
    start: '2026-04-02T08:00:00',
    durationSeconds: 3600,
    intervalSeconds: 10,
  }),
);

describe('a saved CO2 text read off the main thread', () => {
  it('opens the same reading as on the main thread, register for register', async () => {
    const here = readSavedCo2Text(record, { family: 'co2Pro' });
    const there = await readSavedCo2TextOffThread(record, { family: 'co2Pro' });
    expect(await readingTextOf(there.text)).toBe(record);
    expect(there.opened.ok).toBe(true);
    expect(there.opened).toEqual(here.opened);
  });

  it('a text with a BOM or a reason not to read gives the same answer', async () => {
    for (const text of [`\uFEFF${record}`, 'time,co2\n0,800\n60,-5\n', 'time;LAeq\n0;80\n1;81\n']) {
      const there = await readSavedCo2TextOffThread(text, { family: null });
      expect(await readingTextOf(there.text)).toBe(text);
      // A BOM is dropped, as from a downloaded file (readSavedCo2File's blob.text()).
      expect(there.opened).toEqual(readSavedCo2Text(text.replace(/^\uFEFF/, ''), { family: null }).opened);
    }
  });
});
