import { readReading } from '@ohp/devices/readings';
import { workerFileReader } from '../../../lib/worker-file-reader';
import type { HeatFileRead } from './heat-file-messages';

// Reads a downloaded heat file in a Web Worker (as the noise and vibration domains do their files),
// so that a 7-day Itemp record never blocks the main thread. Without a worker the same readReading
// runs here on Blob.text().
const reader = workerFileReader<HeatFileRead>(
  () =>
    new Worker(new URL('../workers/heat-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'heat-file',
    }),
  async (blob) => {
    const text = await blob.text();
    return { read: readReading(text), text };
  },
);

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export const prepareHeatFileReader = reader.prepare;

/** readReading of a downloaded file, with its text. */
export const readHeatFile = reader.read;
