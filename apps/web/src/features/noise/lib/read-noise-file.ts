import { isValidDoseMaxV2File, loadNoiseFile } from '@ohp/devices';
import { workerFileReader } from '../../../lib/worker-file-reader';
import type { NoiseFileRead } from './noise-file-messages';

// Reads a downloaded noise file in a Web Worker, so that parsing a 24 h record (15 MB) never blocks
// the main thread while the viewer's code loads and renders. Without a worker the same reading
// happens here: loadNoiseFile on Blob.text(), which the worker's byte path matches exactly
// (packages/devices scan-bytes.test.ts).
const reader = workerFileReader<NoiseFileRead>(
  () =>
    new Worker(new URL('../workers/noise-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'noise-file',
    }),
  async (blob) => {
    const text = await blob.text();
    return { parsed: loadNoiseFile(text), text, validDoseMaxV2: isValidDoseMaxV2File(text) };
  },
);

/** Starts the worker early (e.g. when the download starts) so that it is ready for the file. */
export const prepareNoiseFileReader = reader.prepare;

/** Parses a noise file (device record, DoseMax V2 file or samples CSV) as loadNoiseFile does. */
export const readNoiseFile = reader.read;
