import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts';
import {
  endsMidLine,
  isNoiseSamplesCsvStart,
  fileCheckOf,
  noiseSamplesCsvReader,
  type Reading,
  readReading,
} from '@ohp/devices';
import { cutLineOfRecordFile } from '@ohp/devices/node';
import { AppError, badRequest } from '../../http/app-error.ts';
import { recordFactsInPieces } from './record-in-pieces.ts';
import { utf8Pieces } from './utf8-pieces.ts';

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
  // SPEC §5: a family's whole-file check (a DoseMaxV2 file needs a, b, c, d and z lines).
  const check = fileCheckOf(reading.family);
  if (check && !check(utf8.decode(file))) throw badRequest('devices:records.invalidFile');
  return factsOf(reading);
}

/** A file on disk whose first bytes (`head`, up to 64 KiB) the upload kept. */
export interface MeasurementFileOnDisk {
  path: string;
  size: number;
  head?: Uint8Array;
}

/** Pieces the file is read in when it is not held whole (the columns are what grows). */
const PIECE_BYTES = 256 * 1024;

/**
 * readMeasurementFile for a file on disk, with the same answers. A noise samples CSV (told by its
 * first bytes) is read in pieces and never held whole: a 49 MB upload costs its columns (≈ 30 MB for
 * 1.5 M rows), not its bytes as well; so is a clean dosimeter or AxPro record (record-in-pieces.ts).
 * Anything else is read into memory as before.
 */
export async function readMeasurementFileAt(file: MeasurementFileOnDisk): Promise<MeasurementFileFacts> {
  if (file.size === 0 || file.head === undefined) return readMeasurementFile(await readFile(file.path));
  if (!isNoiseSamplesCsvStart(file.head, file.size)) {
    const scanned = recordFactsInPieces(file.path, file.head);
    if (scanned && 'refused' in scanned) return refusedOnceUtf8(file.path, scanned.refused);
    return scanned ?? (await recordRefusedOrRead(file.path));
  }
  const csv = noiseSamplesCsvReader({ totalBytes: file.size });
  const utf8Check = utf8Pieces();
  // Read to the end even after a CSV error: bytes that are not UTF-8 anywhere answer invalidFile
  // first, as for the whole file.
  for await (const piece of createReadStream(file.path, { highWaterMark: PIECE_BYTES })) {
    if (!utf8Check.push(piece as Buffer)) throw badRequest('devices:records.invalidFile');
    csv.push(piece as Buffer);
  }
  if (!utf8Check.end()) throw badRequest('devices:records.invalidFile');
  const read = csv.finish();
  if (!read.ok) throw new AppError(400, read.reason.key, read.reason.values);
  return factsOf(read.data);
}

/**
 * A record the scan in pieces left: one cut short is refused as readMeasurementFile refuses it
 * (invalidFile first, for bytes that are not UTF-8) without holding it whole, which for the line
 * parser's error cost ≈ 7 × a week-long record; anything else is read whole.
 */
async function recordRefusedOrRead(path: string): Promise<MeasurementFileFacts> {
  const cut = cutLineOfRecordFile(path);
  if (cut === undefined) return readMeasurementFile(await readFile(path));
  return refusedOnceUtf8(path, endsMidLine(cut));
}

/**
 * Refuses a file on disk with `reason` (the record's error, found without reading it whole) as
 * readMeasurementFile would: invalidFile first when its bytes are not UTF-8 anywhere.
 */
async function refusedOnceUtf8(
  path: string,
  reason: { key: string; values: Record<string, string | number> },
): Promise<never> {
  const utf8Check = utf8Pieces();
  for await (const piece of createReadStream(path, { highWaterMark: PIECE_BYTES })) {
    if (!utf8Check.push(piece as Buffer)) throw badRequest('devices:records.invalidFile');
  }
  if (!utf8Check.end()) throw badRequest('devices:records.invalidFile');
  throw new AppError(400, reason.key, reason.values);
}

function factsOf(reading: Reading): MeasurementFileFacts {
  return {
    domain: reading.domain,
    family: reading.family ?? null,
    serialNumber: serialOf(reading)?.trim() || undefined,
  };
}
