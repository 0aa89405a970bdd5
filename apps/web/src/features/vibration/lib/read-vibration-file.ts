import { workerFileReader } from '../../../lib/worker-file-reader';
import { rememberSummaries } from './interval-summaries';
import { rememberOverall } from './overall-series';
import { rememberDays } from './vibration-days';
import { readVibrationBlob } from './read-vibration-blob';
import type { VibrationFileRead } from './vibration-file-messages';

// Reads a downloaded vibration file in a Web Worker (as the noise domain does its files), so that a
// 10 h extended AxPro record (24 MB) is parsed while the viewer's code loads, never blocking the
// main thread. Without a worker the same work runs here.
const reader = workerFileReader(
  () =>
    new Worker(new URL('../workers/vibration-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vibration-file',
    }),
  readVibrationBlob,
);

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export const prepareVibrationFileReader = reader.prepare;

/**
 * readReading of a downloaded file, with the download as its text (lib/reading-text.ts) and (an
 * AxPro record) its axes' summaries.
 */
export async function readVibrationFile(blob: Blob): Promise<VibrationFileRead> {
  const { read, summaries, days, overall } = await reader.read(blob);
  if (read.ok && read.data.domain === 'vibration' && read.data.vibration.kind === 'intervals') {
    const { series } = read.data.vibration;
    if (summaries) rememberSummaries(series, summaries);
    if (days && series.evaluation) rememberDays(series, series.evaluation, days);
    if (overall && series.evaluation) rememberOverall(series, series.evaluation, overall);
  }
  return { read, text: blob, summaries, ...(days ? { days } : {}), ...(overall ? { overall } : {}) };
}
