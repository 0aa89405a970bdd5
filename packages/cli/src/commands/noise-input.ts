import { readFile } from 'node:fs/promises';
import { familyDisplayName, type NoiseFile, readReading, toResult } from '@ohp/devices';
import { cutLineOfRecordFile, readNoiseSamplesCsvFile, scanFileInPieces } from '@ohp/devices/node';
import { endsMidLine, readNoiseRecordPieces } from '@ohp/devices/readings';
import {
  computeNoiseExposure,
  type NoiseCriteriaOverrides,
  type NoiseExposureResult,
  type NoisePresetName,
  resolveCriteria,
} from '@ohp/exposure';
import { UsageError } from '../usage-error.ts';
import { refuseOtherDomain } from './file-domain.ts';
import { NoiseInputError } from './noise-input-error.ts';

export interface NoiseCriteriaArgs {
  preset: string | undefined;
  criterionLevel: string | undefined;
  exchangeRate: string | undefined;
  threshold: string | undefined;
  workday: string | undefined;
}

export { NoiseInputError } from './noise-input-error.ts';

/** A noise file with the name of the instrument that wrote it, as people read it ('CSV' for a samples CSV). */
export type NamedNoiseFile = NoiseFile & { instrument: string };

/**
 * `bands: false` (`ohp analyze noise`, which reports no band) reads a clean dosimeter record in
 * pieces and keeps no band levels: a week-long record in bounded memory (docs/cli.md).
 */
export async function readNoiseFile(
  path: string | undefined,
  options: { bands: boolean } = { bands: true },
): Promise<NamedNoiseFile> {
  if (!path) throw new UsageError('missingFile');
  refuseOtherDomain(path, 'noise');
  const pieces = recordInPieces(path, options);
  if (pieces) return { ...pieces.file, instrument: familyDisplayName(pieces.family) };
  // A samples CSV is read in pieces; anything else as bytes, not a decoded text (a dosimeter record
  // is scanned without decoding it whole).
  const read = readNoiseSamplesCsvFile(path) ?? cutRecord(path) ?? readReading(await wholeFile(path));
  if (!read.ok) throw new NoiseInputError(read.reason.key, read.reason.values);
  if (read.data.domain !== 'noise') {
    throw new NoiseInputError('devices:records.wrongFamily', { family: read.data.model });
  }
  const family = read.data.family;
  return { ...read.data.noise, instrument: family ? familyDisplayName(family) : read.data.model };
}

/**
 * A clean dosimeter record scanned in pieces, or undefined; one the scanner read cleanly but short
 * of its declared rows is refused with the line parser's error, without reading it whole.
 */
function recordInPieces(path: string, options: { bands: boolean }) {
  const read = toResult(() =>
    scanFileInPieces(path, (firstLine, chunks, size) =>
      readNoiseRecordPieces(firstLine, chunks, size, options),
    ),
  );
  if (!read.ok) throw new NoiseInputError(read.reason.key, read.reason.values);
  return read.data;
}

/** A record cut short, said so before the line parser reads it whole (≈ 7 × its size). */
function cutRecord(path: string): { ok: false; reason: ReturnType<typeof endsMidLine> } | undefined {
  const line = cutLineOfRecordFile(path);
  return line === undefined ? undefined : { ok: false, reason: endsMidLine(line) };
}

async function wholeFile(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch {
    throw new UsageError('cannotRead', { file: path });
  }
}

function numberArg(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new UsageError('badNumber', { option: name, value: raw, min: String(min), max: String(max) });
  }
  return value;
}

export function presetName(raw: string | undefined): NoisePresetName | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'nr15' || raw === 'nho01') return raw;
  throw new UsageError('badPreset', { value: raw });
}

/**
 * Criteria precedence: explicit flags, then the preset; without a preset, the dosimeter's own
 * configuration (a record) and NR-15 for whatever it does not say (docs/cli.md).
 */
export function criteriaFor(file: NoiseFile, args: NoiseCriteriaArgs, preset: NoisePresetName | undefined) {
  const device = file.record?.configuration;
  const fromDevice: NoiseCriteriaOverrides =
    preset === undefined && device
      ? {
          criterionLevel: device.criterionDb,
          exchangeRate: device.exchangeRate,
          threshold: device.thresholdDb,
        }
      : {};
  const flags: NoiseCriteriaOverrides = {
    criterionLevel: numberArg('--criterion-level', args.criterionLevel, 40, 140),
    exchangeRate: numberArg('--exchange-rate', args.exchangeRate, 1, 10),
    threshold: numberArg('--threshold', args.threshold, 0, 140),
    workdayMin: numberArg('--workday', args.workday, 1, 1440),
  };
  const defined = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  return resolveCriteria(preset ?? 'nr15', { ...fromDevice, ...defined });
}

export function analyze(
  file: NoiseFile,
  args: NoiseCriteriaArgs,
  preset: NoisePresetName | undefined,
): NoiseExposureResult {
  return computeNoiseExposure(file.series, criteriaFor(file, args, preset));
}
