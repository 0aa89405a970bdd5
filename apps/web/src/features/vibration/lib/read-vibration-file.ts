import { readReading } from '@ohp/devices/readings';
import { workerFileReader } from '../../../lib/worker-file-reader';
import type { VibrationFileRead } from './vibration-file-messages';

// Reads a downloaded vibration file in a Web Worker (as the noise domain does its files), so that a
// 10 h extended AxPro record (24 MB) is parsed while the viewer's code loads, never blocking the
// main thread. Without a worker the same readReading runs here on Blob.text().
const reader = workerFileReader<VibrationFileRead>(
  () =>
    new Worker(new URL('../workers/vibration-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vibration-file',
    }),
  async (blob) => {
    const text = await blob.text();
    return { read: readReading(text), text };
  },
);

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export const prepareVibrationFileReader = reader.prepare;

/** readReading of a downloaded file, with its text. */
export const readVibrationFile = reader.read;
