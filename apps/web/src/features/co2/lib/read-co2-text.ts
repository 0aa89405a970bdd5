import { readReading } from '@ohp/devices/readings';
import { workerFileReader } from '../../../lib/worker-file-reader';
import type { Co2FileRead } from './co2-file-messages';

// Reads a saved CO2 file's text in a Web Worker (as the noise and vibration domains do their
// files), so that a 7-day record never blocks the main thread; without a worker the same
// readReading runs here. The text goes as a Blob (UTF-8) and is decoded back whole, BOM included.
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const reader = workerFileReader<Co2FileRead>(
  () =>
    new Worker(new URL('../workers/co2-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'co2-file',
    }),
  async (blob) => ({ read: readReading(UTF8.decode(await blob.arrayBuffer())) }),
);

/** Starts the worker early (while the file downloads) so that it is ready for the text. */
export const prepareCo2TextReader = reader.prepare;

/** readReading of a saved file's text, off the main thread where there is a worker. */
export const readCo2Text = (text: string) =>
  reader.read(new Blob([text], { type: 'text/plain;charset=utf-8' }));
