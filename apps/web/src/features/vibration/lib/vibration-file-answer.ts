import { readReading } from '@ohp/devices/readings';
import { vibrationLongerThanADay } from '@ohp/exposure';
import { intervalSummaries } from './interval-summaries';
import { intervalsOf, vibrationDays } from './vibration-days';
import type { VibrationFileAnswer, VibrationFileInput } from './vibration-file-messages';

// The vibration file worker's work, the same in the worker and, without one, on the main thread.

/** The next macrotask: lets a reply already posted leave before a long parse starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The handler of the file requests. 'text' decodes the Blob (UTF-8, BOM dropped, as Blob.text()
 * does) and answers it; 'read' of the same key parses that text once the text answer is on its
 * way, and summarises the record's axes.
 */
export function vibrationFileAnswerer(): (input: VibrationFileInput) => Promise<VibrationFileAnswer> {
  const texts = new Map<number, Promise<string>>();
  return async (input) => {
    if (input.kind === 'text') {
      const text = input.blob.text();
      texts.set(input.key, text);
      return { kind: 'text', text: await text };
    }
    const pending = texts.get(input.key);
    texts.delete(input.key);
    const text = await (pending ?? input.blob.text());
    if (pending) await nextTask();
    const read = readReading(text);
    const series =
      read.ok && read.data.domain === 'vibration' && read.data.vibration.kind === 'intervals'
        ? read.data.vibration.series
        : null;
    if (!series) return { kind: 'read', read, summaries: null };
    // The days of a week-long record here, before its series leaves: sent to the days worker they
    // were copied again on the main thread (≈ 43 MB for 7 days). Only under the record's own
    // evaluation; one the user chooses is computed when chosen.
    const days =
      series.evaluation && vibrationLongerThanADay(series)
        ? (vibrationDays({ series: intervalsOf(series), evaluation: series.evaluation }) ?? undefined)
        : undefined;
    return { kind: 'read', read, summaries: intervalSummaries(series), ...(days ? { days } : {}) };
  };
}
