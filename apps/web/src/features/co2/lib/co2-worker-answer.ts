import { readReading } from '@ohp/devices/readings';
import type { Co2WorkerAnswer, Co2WorkerInput } from './co2-file-messages';
import { co2Exposure } from './co2-exposure';

// The CO2 worker's work, the same in the worker and, without one, on the main thread.

/** The file's text in GET co2pro/file's answer (`{ data: text }`, SPEC §7), read as the API client does. */
export function co2FileTextOf(json: string): string {
  const parsed: unknown = JSON.parse(json);
  const data = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
  if (typeof data !== 'string') throw new Error('The CO2 file answer holds no text');
  return data;
}

export async function answerCo2(input: Co2WorkerInput): Promise<Co2WorkerAnswer> {
  if (input.kind === 'analyse') return { kind: 'analyse', result: co2Exposure(input.series, input.options) };
  const text = co2FileTextOf(await input.answer.text());
  return { kind: 'read', read: readReading(text), text };
}
