import type { Measurement } from '@ohp/contracts';
import { readReading } from '@ohp/devices/readings';
import type { SavedFile } from '../../../lib/web-domain';

/**
 * A saved vibration measurement's file read again (an AxPro record or a raw acceleration CSV):
 * the reading, or why it does not read. The family is the one the server found when it was saved.
 */
export async function readSavedVibrationFile(blob: Blob, measurement: Measurement): Promise<SavedFile> {
  const text = await blob.text();
  const read = readReading(text);
  if (!read.ok) return { text, opened: { ok: false, attention: false, ...read.reason } };
  if (read.data.domain !== 'vibration') {
    return { text, opened: { ok: false, attention: false, key: 'devices:records.wrongFamily', values: {} } };
  }
  return { text, opened: { ok: true, reading: { ...read.data, family: measurement.family ?? undefined } } };
}
