import type { Measurement } from '@ohp/contracts';
import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { readSavedVibrationFile } from './read-saved-vibration-file';
import { readingTextOf } from '../../../lib/reading-text';

// A saved vibration measurement read again (here without Worker, as in jsdom: the worker's
// fallback, the same readReading): the reading with the server's family, or the translated reason.

const measurement = (family: Measurement['family']): Measurement => ({
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  domain: 'vibration',
  family,
  fileName: 'f.txt',
  description: 'd',
  serialNumber: null,
  firmware: null,
  size: 1,
  state: {},
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});
const axPro = new VirtualDevice('axPro').records[0]?.text ?? '';
const doseMax = new VirtualDevice('doseMax').records[0]?.text ?? '';

describe('readSavedVibrationFile', () => {
  it('an AxPro record: a vibration reading of that family, and its text to save again', async () => {
    const { text, opened } = await readSavedVibrationFile(new Blob([axPro]), measurement('axPro'));
    expect(await readingTextOf(text)).toBe(axPro);
    if (!opened.ok || opened.reading.domain !== 'vibration') throw new Error('expected a vibration reading');
    expect(opened.reading).toMatchObject({ family: 'axPro', source: 'record' });
    expect(opened.reading.vibration.kind).toBe('intervals');
  });

  it('a raw acceleration CSV: a vibration reading without family', async () => {
    const rows = Array.from({ length: 401 }, (_, i) => `${(i / 400).toFixed(4)},0.1,0.2,${Math.sin(i)}`);
    const { opened } = await readSavedVibrationFile(
      new Blob([`time,ax,ay,az\n${rows.join('\n')}\n`]),
      measurement(null),
    );
    expect(opened.ok && opened.reading).toMatchObject({
      domain: 'vibration',
      family: undefined,
      source: 'csv',
    });
  });

  it('another domain or an empty file: the translated reason, no reading', async () => {
    const wrong = await readSavedVibrationFile(new Blob([doseMax]), measurement('axPro'));
    expect(wrong.opened).toMatchObject({ ok: false, key: 'devices:records.wrongFamily' });
    const empty = await readSavedVibrationFile(new Blob(['']), measurement('axPro'));
    expect(empty.opened).toMatchObject({ ok: false, key: 'devices:records.empty' });
  });
});
