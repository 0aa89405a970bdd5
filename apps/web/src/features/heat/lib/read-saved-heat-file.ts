import type { Measurement } from '@ohp/contracts';
import type { SavedFile } from '../../../lib/web-domain';
import { prepareHeatFileReader, readHeatFile } from './read-heat-file';

/**
 * A saved heat measurement's file read again (an Itemp record or a heat CSV through readReading, in
 * the worker), or why it does not read, translated.
 */
export async function readSavedHeatFile(blob: Blob, _measurement: Measurement): Promise<SavedFile> {
  const { read, text } = await readHeatFile(blob);
  if (!read.ok) return { text, opened: { ok: false, attention: false, ...read.reason } };
  if (read.data.domain !== 'heat')
    return {
      text,
      opened: {
        ok: false,
        attention: false,
        key: 'heat:read.wrongFamily',
        values: { model: read.data.model },
      },
    };
  return { text, opened: { ok: true, reading: read.data } };
}

/** Starts the worker early (when the route starts loading) so that it is ready for the file. */
export { prepareHeatFileReader };
