import { workerFileReader } from '../../../lib/worker-file-reader';
import type { HeatFileRead } from './heat-file-messages';
import { readHeatBlob } from './read-heat-blob';

// Reads a downloaded heat file in a Web Worker (as the noise and vibration domains do their files),
// so that a 7-day Itemp record never blocks the main thread. Without a worker the same readReading
// runs here.
const reader = workerFileReader(
  () =>
    new Worker(new URL('../workers/heat-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'heat-file',
    }),
  readHeatBlob,
);

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export const prepareHeatFileReader = reader.prepare;

/** readReading of a downloaded file, with the download as its text (lib/reading-text.ts). */
export async function readHeatFile(blob: Blob): Promise<HeatFileRead> {
  return { read: await reader.read(blob), text: blob };
}
