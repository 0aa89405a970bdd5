import { readFile } from 'node:fs/promises';
import { type Co2Input, readCo2 } from '@ohp/devices';
import { type Co2ExposureResult, type Co2Options, computeCo2Exposure } from '@ohp/exposure';
import { UsageError } from '../usage-error.ts';
import { refuseOtherDomain } from './file-domain.ts';
import { NoiseInputError } from './noise-input.ts';

/** A failure to read a CO2 input or its metadata, carrying its translation key (main.ts prints it). */
export class Co2InputError extends NoiseInputError {}

/** Reads a CO2Pro record or a CO2 samples CSV; errors name the line. */
export async function readCo2File(path: string | undefined): Promise<Co2Input> {
  if (!path) throw new UsageError('missingFile');
  refuseOtherDomain(path, 'co2');
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    throw new UsageError('cannotRead', { file: path });
  }
  const read = readCo2(bytes);
  if (!read.ok) throw new Co2InputError(read.reason.key, read.reason.values);
  return read.data;
}

/** `--workday` in minutes, 1 to 1440. */
export function workdayArg(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isInteger(value) || value < 1 || value > 1440) {
    throw new UsageError('badNumber', { option: '--workday', value: raw, min: '1', max: '1440' });
  }
  return value;
}

export function analyzeCo2(input: Co2Input, options: Co2Options): Co2ExposureResult {
  return computeCo2Exposure(input.series, options);
}
