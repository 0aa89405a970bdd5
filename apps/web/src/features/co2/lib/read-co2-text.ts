import type { Co2ExposureResult, Co2Series } from '@ohp/exposure';
import type { ReadingResult } from '@ohp/devices/readings';
import { workerCaller } from '../../../lib/worker-file-reader';
import type { Co2WorkerAnswer, Co2WorkerInput } from './co2-file-messages';
import { answerCo2 } from './co2-worker-answer';
import type { Co2ViewerOptions } from './co2-exposure';

// The CO2 domain's Web Worker (as the noise and vibration domains read their files), so that a
// 7-day record never blocks the main thread: the saved file's answer is parsed and read there, and
// the viewer's figures computed there. Without a worker the same work runs here.
const caller = workerCaller<Co2WorkerInput, Co2WorkerAnswer>(
  () =>
    new Worker(new URL('../workers/co2-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'co2-file',
    }),
  answerCo2,
);

/** Starts the worker early (while the file downloads) so that it is ready for the file. */
export const prepareCo2TextReader = caller.prepare;

/**
 * GET co2pro/file's answer as downloaded (its JSON not parsed here: the text of a 7-day record is
 * ≈ 14 MB), read by readReading: the reading and the file's text.
 */
export async function readCo2FileAnswer(answer: Blob): Promise<{ read: ReadingResult; text: string }> {
  const got = await caller.call({ kind: 'read', answer });
  if (got.kind !== 'read') throw new Error('Unexpected CO2 worker answer');
  return got;
}

/** The figures of a reading for the viewer's options (the series is copied to the worker). */
export async function co2ExposureOffThread(
  series: Co2Series,
  options: Co2ViewerOptions,
): Promise<Co2ExposureResult> {
  const got = await caller.call({ kind: 'analyse', series, options });
  if (got.kind !== 'analyse') throw new Error('Unexpected CO2 worker answer');
  return got.result;
}
