import type { Measurement } from '@ohp/contracts';
import { fileCheckOf } from '@ohp/devices/readings';
import type { SavedFile } from '../../../lib/web-domain';
import { prepareNoiseFileReader, readNoiseFile } from './read-noise-file';

/**
 * A saved noise measurement's file read again (in the worker): the noise reading, or why it does
 * not read. A measurement whose file fails its family's SPEC §5 check (DoseMax V2) gets the
 * 'attention' alert.
 * The family is the one the server found when it was saved.
 */
export async function readSavedNoiseFile(blob: Blob, measurement: Measurement): Promise<SavedFile> {
  const { parsed, text, fileChecksPassed } = await readNoiseFile(blob);
  const family = measurement.family ?? undefined;
  // The check was made on the bytes in the worker: the text stays undecoded (lib/reading-text.ts).
  if (family && fileCheckOf(family) && !fileChecksPassed.includes(family)) {
    return { text, opened: { ok: false, attention: true, key: 'devices:records.invalidFile', values: {} } };
  }
  if (!parsed.ok) return { text, opened: { ok: false, attention: false, ...parsed.reason } };
  const { source, model } = parsed.data;
  return {
    text,
    opened: {
      ok: true,
      reading: {
        domain: 'noise',
        family: measurement.family ?? undefined,
        source,
        model,
        noise: parsed.data,
      },
    },
  };
}

/** Starts the worker early (e.g. when the route starts loading) so that it is ready for the file. */
export { prepareNoiseFileReader };
