import type { Measurement } from '@ohp/contracts';
import type { SavedFile } from '../../../lib/web-domain';
import { prepareVibrationFileReader, readVibrationFile } from './read-vibration-file';

/**
 * A saved vibration measurement's file read again (an AxPro record or a raw acceleration CSV, in
 * the worker): the reading, or why it does not read. The family is the one the server found when it
 * was saved.
 */
export async function readSavedVibrationFile(blob: Blob, measurement: Measurement): Promise<SavedFile> {
  const { read, text } = await readVibrationFile(blob);
  if (!read.ok) return { text, opened: { ok: false, attention: false, ...read.reason } };
  if (read.data.domain !== 'vibration') {
    return { text, opened: { ok: false, attention: false, key: 'devices:records.wrongFamily', values: {} } };
  }
  return { text, opened: { ok: true, reading: { ...read.data, family: measurement.family ?? undefined } } };
}

/** Starts the worker early (when the route starts loading) so that it is ready for the file. */
export { prepareVibrationFileReader };
