import type { Measurement } from '@ohp/contracts';
import { readReading } from '@ohp/devices/readings';
import type { SavedFile } from '../../../lib/web-domain';

/** A saved CO2 measurement's text read again by readReading: the CO2 reading, or why it does not read. */
export function readSavedCo2Text(text: string, measurement: Pick<Measurement, 'family'>): SavedFile {
  const read = readReading(text);
  if (!read.ok) return { text, opened: { ok: false, attention: false, ...read.reason } };
  if (read.data.domain !== 'co2') {
    return {
      text,
      opened: {
        ok: false,
        attention: false,
        key: 'co2:read.wrongFamily',
        values: { model: read.data.model },
      },
    };
  }
  return { text, opened: { ok: true, reading: { ...read.data, family: measurement.family ?? undefined } } };
}

export async function readSavedCo2File(blob: Blob, measurement: Measurement): Promise<SavedFile> {
  return readSavedCo2Text(await blob.text(), measurement);
}
