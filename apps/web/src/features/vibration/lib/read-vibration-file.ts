import { workerCaller } from '../../../lib/worker-file-reader';
import { rememberSummaries } from './interval-summaries';
import { rememberDays } from './vibration-days';
import { vibrationFileAnswerer } from './vibration-file-answer';
import type { VibrationFileAnswer, VibrationFileInput, VibrationFileRead } from './vibration-file-messages';

// Reads a downloaded vibration file in a Web Worker (as the noise domain does its files), so that a
// 10 h extended AxPro record (24 MB) is parsed while the viewer's code loads, never blocking the
// main thread. Without a worker the same work runs here.
const caller = workerCaller<VibrationFileInput, VibrationFileAnswer>(
  () =>
    new Worker(new URL('../workers/vibration-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vibration-file',
    }),
  vibrationFileAnswerer(),
);

let nextKey = 1;

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export const prepareVibrationFileReader = caller.prepare;

/** readReading of a downloaded file, with its text and (an AxPro record) its axes' summaries. */
export async function readVibrationFile(blob: Blob): Promise<VibrationFileRead> {
  const key = nextKey++;
  // Both asked at once: the text answer arrives while the worker parses.
  const [textAnswer, readAnswer] = await Promise.all([
    caller.call({ kind: 'text', blob, key }),
    caller.call({ kind: 'read', blob, key }),
  ]);
  if (textAnswer.kind !== 'text' || readAnswer.kind !== 'read')
    throw new Error('Unexpected vibration worker answer');
  const { read, summaries, days } = readAnswer;
  if (read.ok && read.data.domain === 'vibration' && read.data.vibration.kind === 'intervals') {
    const { series } = read.data.vibration;
    if (summaries) rememberSummaries(series, summaries);
    if (days && series.evaluation) rememberDays(series, series.evaluation, days);
  }
  return { read, text: textAnswer.text, summaries, ...(days ? { days } : {}) };
}
