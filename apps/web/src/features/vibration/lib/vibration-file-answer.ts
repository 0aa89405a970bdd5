import { readReading } from '@ohp/devices/readings';
import { intervalSummaries } from './interval-summaries';
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
    return { kind: 'read', read, summaries: series ? intervalSummaries(series) : null };
  };
}
