import { readReading } from '../read-reading.ts';
import type { NoiseFileResult } from './noise-file.ts';

export type { NoiseFile, NoiseFileResult } from './noise-file.ts';

/** readReading narrowed to noise: a record of another domain is a translated "wrong family" error. */
function asNoise(result: ReturnType<typeof readReading>): NoiseFileResult {
  if (!result.ok) return result;
  const reading = result.data;
  if (reading.domain === 'noise') return { ok: true, data: reading.noise };
  return { ok: false, reason: { key: 'devices:records.wrongFamily', values: { family: reading.model } } };
}

/**
 * Reads any noise input the product accepts: a DoseMax/DosePro record, a DoseMax V2 file or a
 * samples CSV (docs/samples-csv.md). Never throws; errors carry a translation key naming the line.
 */
export function loadNoiseFile(text: string): NoiseFileResult {
  return asNoise(readReading(text));
}

/**
 * loadNoiseFile for a file's bytes (a download, a file read): the same answer as
 * `loadNoiseFile(new TextDecoder().decode(bytes))`, a clean dosimeter record read straight from the bytes.
 */
export function loadNoiseFileBytes(bytes: Uint8Array): NoiseFileResult {
  return asNoise(readReading(bytes));
}
