import { readReading } from '@ohp/devices/readings';
import type { Co2Series } from '@ohp/exposure';
import { co2Days } from './co2-days';
import { co2FileBytesOf } from './co2-file-bytes';
import { textInJsonAnswer } from '../../../lib/reading-text';
import type { Co2WorkerAnswer, Co2WorkerInput } from './co2-file-messages';
import { co2Exposure } from './co2-exposure';

// The CO2 worker's work, the same in the worker and, without one, on the main thread.

/**
 * The file in GET co2pro/file's answer: its bytes, taken from the answer's (co2FileBytesOf), or its
 * text when the answer is laid out otherwise (its JSON parsed, which gives any error).
 */
async function co2FileOf(answer: Blob): Promise<Uint8Array | string> {
  const bytes = co2FileBytesOf(new Uint8Array(await answer.arrayBuffer()));
  // The fallback reads the answer again: the copy above was partly overwritten (rare: only an
  // answer not written by this server, or one holding a lone surrogate).
  return bytes ?? textInJsonAnswer(await answer.text());
}

/** Series kept by the worker: the last two read (a 7-day record's is ≈ 19 MB). */
const KEEP = 2;

/** A copy of the series' typed arrays (the worker transfers the ones it read). */
function copyOf(series: Co2Series): Co2Series {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(series))
    copy[key] = value instanceof Float64Array ? value.slice() : value;
  return copy as unknown as Co2Series;
}

/**
 * The handler of the CO2 worker's requests. `keep`: in the worker, the series of each file read is
 * kept (copied) for the figures asked next, so that the main thread need not send it back; the
 * main thread's fallback keeps nothing (the caller then sends the series).
 */
export function co2Answerer(keep: boolean): (input: Co2WorkerInput) => Promise<Co2WorkerAnswer> {
  const kept = new Map<number, Co2Series>();
  return async (input) => {
    if (input.kind === 'days') {
      const series = kept.get(input.seriesId);
      return {
        kind: 'days',
        kept: series !== undefined,
        days: series ? co2Days({ series, options: input.options }) : null,
      };
    }
    if (input.kind === 'analyse') {
      const series = input.series ?? kept.get(input.seriesId);
      return { kind: 'analyse', result: series ? co2Exposure(series, input.options) : null };
    }
    const read = readReading(await co2FileOf(input.answer));
    if (keep && read.ok && read.data.domain === 'co2') {
      kept.set(input.keepAs, copyOf(read.data.series));
      for (const id of kept.keys()) if (kept.size > KEEP) kept.delete(id);
    }
    return { kind: 'read', read };
  };
}
