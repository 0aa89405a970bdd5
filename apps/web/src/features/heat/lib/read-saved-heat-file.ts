import type { Measurement } from '@ohp/contracts';
import type { SavedFile } from '../../../lib/web-domain';

/**
 * A saved heat measurement's file read again: an Itemp record or a heat CSV through readReading
 * (imported here, loaded with this chunk), or why it does not read, translated.
 */
export async function readSavedHeatFile(blob: Blob, _measurement: Measurement): Promise<SavedFile> {
  const [{ readReading }, text] = await Promise.all([import('@ohp/devices/readings'), blob.text()]);
  const read = readReading(text);
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
