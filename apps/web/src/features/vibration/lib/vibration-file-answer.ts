import { readReading } from '@ohp/devices/readings';
import { vibrationLongerThanADay } from '@ohp/exposure';
import { intervalSummaries } from './interval-summaries';
import { intervalsOf, vibrationDays } from './vibration-days';
import type { VibrationFileAnswer, VibrationFileInput } from './vibration-file-messages';

// The vibration file worker's work, the same in the worker and, without one, on the main thread.

/** The next macrotask: lets a reply already posted leave before a long parse starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const UTF8 = new TextDecoder();
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * The handler of the file requests. 'text' decodes the Blob's bytes (UTF-8, BOM dropped, as
 * Blob.text() does) and answers the text; 'read' of the same key parses those bytes once the text
 * answer is on its way (the AxPro byte scanner: a 10-h record's text path took 2–3 × as long), and
 * summarises the record's axes.
 */
export function vibrationFileAnswerer(): (input: VibrationFileInput) => Promise<VibrationFileAnswer> {
  const files = new Map<number, Promise<Uint8Array>>();
  return async (input) => {
    if (input.kind === 'text') {
      const bytes = bytesOf(input.blob);
      files.set(input.key, bytes);
      return { kind: 'text', text: UTF8.decode(await bytes) };
    }
    const pending = files.get(input.key);
    files.delete(input.key);
    const bytes = await (pending ?? bytesOf(input.blob));
    if (pending) await nextTask();
    const read = readReading(bytes);
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
