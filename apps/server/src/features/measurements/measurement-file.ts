import { isUtf8 } from 'node:buffer';
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
 * parser's own message (naming the line), so nothing invalid is ever stored. The bytes are parsed
 * as they are (checked as UTF-8 without decoding): a 49 MB samples CSV is held once, not three times.
 */
export function readMeasurementFile(file: Buffer): MeasurementFileFacts {
  if (file.length === 0) throw badRequest('devices:records.empty');
  if (!isUtf8(file)) throw badRequest('devices:records.invalidFile');
  const read = readReading(file);
  if (!read.ok) throw new AppError(400, read.reason.key, read.reason.values);
  const reading = read.data;
  // SPEC §5: a DoseMaxV2 file needs at least one line each of types a, b, c, d and z.
  if (reading.family === 'doseMaxV2' && !isValidDoseMaxV2File(utf8.decode(file)))
    throw badRequest('devices:records.invalidFile');
  return {
    domain: reading.domain,
    family: reading.family ?? null,
    serialNumber: serialOf(reading)?.trim() || undefined,
  };
}
