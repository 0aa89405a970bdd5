import type { Measurement } from '@ohp/contracts';
import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { readSavedNoiseFile } from './read-saved-noise-file';
import { readingTextOf } from '../../../lib/reading-text';

// A saved noise measurement read again (here without Worker, as in jsdom): the noise reading with
// the family the server found, the SPEC §4 attention alert for an invalid V2 file, else the reason.

const measurement = (family: Measurement['family']): Measurement => ({
  id: '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11',
  domain: 'noise',
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
const v2 = new VirtualDevice('doseMaxV2').records.at(-1)?.text ?? '';

describe('readSavedNoiseFile', () => {
  it('a DoseMax V2 record: a noise reading of that family, and its text to save again', async () => {
    const { text, opened } = await readSavedNoiseFile(new Blob([v2]), measurement('doseMaxV2'));
    expect(await readingTextOf(text)).toBe(v2);
    expect(opened.ok && opened.reading).toMatchObject({
      domain: 'noise',
      family: 'doseMaxV2',
      source: 'record',
    });
    expect(
      opened.ok && opened.reading.domain === 'noise' && opened.reading.noise.series.laeq.length,
    ).toBeGreaterThan(0);
  });

  it('a samples CSV (family null): a noise reading without family', async () => {
    const { opened } = await readSavedNoiseFile(new Blob(['time;LAeq\n0;80,5\n1;81\n']), measurement(null));
    expect(opened.ok && opened.reading).toMatchObject({ domain: 'noise', family: undefined, source: 'csv' });
  });

  it("a DoseMax V2 measurement whose file misses its 'd' lines: the attention alert's invalid file", async () => {
    const broken = v2
      .split('\r\n')
      .filter((line) => !line.startsWith('d'))
      .join('\r\n');
    const { opened } = await readSavedNoiseFile(new Blob([broken]), measurement('doseMaxV2'));
    expect(opened).toEqual({ ok: false, attention: true, key: 'devices:records.invalidFile', values: {} });
  });

  it('a file that does not read: its translated reason, not the attention alert', async () => {
    const { opened } = await readSavedNoiseFile(new Blob(['hello\nworld\n']), measurement('doseMax'));
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.attention).toBe(false);
    expect(!opened.ok && opened.key).toMatch(/^devices:/);
  });
});
