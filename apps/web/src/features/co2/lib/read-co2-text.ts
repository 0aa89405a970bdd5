import type { Co2ExposureResult, Co2Options, Co2Series } from '@ohp/exposure';
import type { ReadingResult } from '@ohp/devices/readings';
import { workerCaller } from '../../../lib/worker-file-reader';
import type { Co2WorkerAnswer, Co2WorkerInput } from './co2-file-messages';
import { co2Answerer } from './co2-worker-answer';
import type { Co2DaysAnswer } from './co2-days';
import { co2DaysTask } from './co2-days-task';
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
  co2Answerer(false),
);

/** The ids under which the worker keeps the series it read. */
const seriesIds = new WeakMap<Co2Series, number>();
let nextSeriesId = 1;

/** Starts the worker early (while the file downloads) so that it is ready for the file. */
export const prepareCo2TextReader = caller.prepare;

/**
 * GET co2pro/file's answer as downloaded (its JSON not parsed here: the text of a 7-day record is
 * ≈ 14 MB), read by readReading: the reading (the text stays in the answer).
 */
export async function readCo2FileAnswer(answer: Blob): Promise<{ read: ReadingResult }> {
  const keepAs = nextSeriesId++;
  const got = await caller.call({ kind: 'read', answer, keepAs });
  if (got.kind !== 'read') throw new Error('Unexpected CO2 worker answer');
  if (got.read.ok && got.read.data.domain === 'co2') seriesIds.set(got.read.data.series, keepAs);
  return got;
}

/**
 * The figures of a reading for the viewer's options: from the series the worker kept when it read
 * the file, else with the series sent (copied) to it.
 */
export async function co2ExposureOffThread(
  series: Co2Series,
  options: Co2ViewerOptions,
): Promise<Co2ExposureResult> {
  const seriesId = seriesIds.get(series) ?? 0;
  if (seriesId) {
    const kept = await caller.call({ kind: 'analyse', seriesId, options });
    if (kept.kind === 'analyse' && kept.result) return kept.result;
  }
  const got = await caller.call({ kind: 'analyse', seriesId, series, options });
  if (got.kind !== 'analyse' || !got.result) throw new Error('Unexpected CO2 worker answer');
  return got.result;
}

/**
 * The day-by-day figures of a reading: from the series the CO2 worker kept when it read the file
 * (a week's series is not copied to another worker), else in the days worker with the series.
 */
export async function co2DaysOffThread(
  series: Co2Series,
  options: Co2Options,
): Promise<Co2DaysAnswer | null> {
  const seriesId = seriesIds.get(series) ?? 0;
  if (seriesId) {
    const got = await caller.call({ kind: 'days', seriesId, options });
    if (got.kind === 'days' && got.kept) return got.days;
  }
  return co2DaysTask.run({ series, options });
}
