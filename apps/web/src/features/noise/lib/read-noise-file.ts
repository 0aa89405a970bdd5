import { workerFileReader } from '../../../lib/worker-file-reader';
import type { NoiseFileRead } from './noise-file-messages';
import { readNoiseBlob } from './read-noise-blob';

// Reads a downloaded noise file in a Web Worker, so that parsing a 24 h record (15 MB) never blocks
// the main thread while the viewer's code loads and renders. Without a worker the same reading
// happens here. The bytes path matches loadNoiseFile on the text exactly (packages/devices
// scan-bytes.test.ts).
const reader = workerFileReader(
  () =>
    new Worker(new URL('../workers/noise-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'noise-file',
    }),
  readNoiseBlob,
);

/** Starts the worker early (e.g. when the download starts) so that it is ready for the file. */
export const prepareNoiseFileReader = reader.prepare;

/**
 * Parses a noise file (device record, DoseMax V2 file or samples CSV) as loadNoiseFile does, with
 * the download as its text (decoded only when needed: lib/reading-text.ts).
 */
export async function readNoiseFile(blob: Blob): Promise<NoiseFileRead> {
  return { ...(await reader.read(blob)), text: blob };
}
