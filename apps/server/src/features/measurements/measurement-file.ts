import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts';
import { isValidDoseMaxV2File, type Reading, readReading } from '@ohp/devices';
import { AppError, badRequest } from '../../http/app-error.ts';

/** What the server learns from a file before saving it. */
export interface MeasurementFileFacts {
  domain: MeasurementDomain;
  /** null for a samples CSV. */
  family: DeviceFamily | null;
  serialNumber: string | undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function serialOf(reading: Reading): string | undefined {
  if (reading.domain === 'noise') return reading.noise.record?.serialNumber;
  return reading.record?.serialNumber;
}

/**
 * Reads the file through the product's single parse step and refuses what it cannot read, with the
 * parser's own message (naming the line), so nothing invalid is ever stored.
 */
export function readMeasurementFile(file: Buffer): MeasurementFileFacts {
  return readMeasurementText(decodeMeasurementFile(file));
}

/** The file's text (UTF-8, strictly: invalid bytes refuse it); an empty file is refused. */
export function decodeMeasurementFile(file: Buffer): string {
  if (file.length === 0) throw badRequest('devices:records.empty');
  try {
    return utf8.decode(file);
  } catch {
    throw badRequest('devices:records.invalidFile');
  }
}

/**
 * `readMeasurementFile` on text already decoded: a caller that drops the bytes once decoded keeps
 * one copy of a large file in memory while it is parsed, not two.
 */
export function readMeasurementText(text: string): MeasurementFileFacts {
  const read = readReading(text);
  if (!read.ok) throw new AppError(400, read.reason.key, read.reason.values);
  const reading = read.data;
  // SPEC §5: a DoseMaxV2 file needs at least one line each of types a, b, c, d and z.
  if (reading.family === 'doseMaxV2' && !isValidDoseMaxV2File(text))
    throw badRequest('devices:records.invalidFile');
  return {
    domain: reading.domain,
    family: reading.family ?? null,
    serialNumber: serialOf(reading)?.trim() || undefined,
  };
}
