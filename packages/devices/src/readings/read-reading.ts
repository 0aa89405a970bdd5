import type { Co2Series } from '@ohp/exposure';
import {
  catalogueEntry,
  type DeviceFamily,
  DeviceType,
  deviceTypeFromDataText,
  type MeasurementDomain,
} from '../catalogue.ts';
import type { AxProRecord } from '../families/axPro/record.ts';
import type { Co2ProRecord } from '../families/co2Pro/record.ts';
import { type DeviceRecord, familyModule } from '../families/index.ts';
import type { HeatSeries } from '@ohp/exposure';
import type { ItempRecord } from '../families/itemp/record.ts';
import { DeviceError } from '../errors.ts';
import { parseReadingFile } from '../records/parse-record.ts';
import { looksLikeCo2SamplesCsv, parseCo2SamplesCsv } from './co2/samples-csv.ts';
import { readingBuilders } from './domains.ts';
import { looksLikeHeatCsv, parseHeatSamplesCsv, type TemperatureUnit } from './heat/samples-csv.ts';
import { looksLikeSamplesCsv, type NoiseFile } from './noise/noise-file.ts';
import { parseSamplesCsv } from './noise/samples-csv.ts';
import { type SamplesCsvChunkOptions, samplesCsvChunkReader } from './noise/samples-csv-chunks.ts';
import { looksLikeRawAccelerationCsv, readRawAccelerationCsv } from './vibration/raw-csv.ts';
import type { VibrationData } from './vibration/vibration-data.ts';

interface ReadingBase<D extends MeasurementDomain> {
  domain: D;
  /** The device family that wrote it; undefined for a samples CSV from any instrument. */
  family: DeviceFamily | undefined;
  source: 'record' | 'csv';
  /** e.g. 'DoseMax V2'; 'CSV' for a samples CSV. */
  model: string;
}

export interface NoiseReading extends ReadingBase<'noise'> {
  noise: NoiseFile;
}
export interface HeatReading extends ReadingBase<'heat'> {
  /** The Itemp record; undefined for a heat samples CSV. */
  record: ItempRecord | undefined;
  /** The temperatures on their time grid, in °C whatever the source's unit. */
  heat: { series: HeatSeries; unit: TemperatureUnit };
}
export interface VibrationReading extends ReadingBase<'vibration'> {
  /** The AxPro record; undefined for a raw acceleration CSV. */
  record: AxProRecord | undefined;
  /** The series the vibration maths reads. */
  vibration: VibrationData;
}
/** A CO2Pro record (`record`) or a CO2 samples CSV (`record` undefined), with its series for the maths. */
export interface Co2Reading extends ReadingBase<'co2'> {
  record: Co2ProRecord | undefined;
  series: Co2Series;
  hasTemperature: boolean;
  hasHumidity: boolean;
}

/** Anything the product reads: a device record or a samples CSV, with its family and domain. */
export type Reading = NoiseReading | HeatReading | VibrationReading | Co2Reading;

export type ReadingResult =
  | { ok: true; data: Reading }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

const UTF8 = new TextDecoder();
const ENCODER = new TextEncoder();
const NL = 10;
const CR = 13;
/** Longer first lines are left to the text path (no record header is that long). */
const MAX_FIRST_LINE = 4096;

/**
 * The single parse step of every path a reading arrives by (device session, upload, worker,
 * server, CLI). Never throws; errors carry a translation key naming the line. Bytes are read as
 * UTF-8 with a leading BOM dropped (as Blob.text() decodes) and give the same answer as their text.
 * A record whose family has a byte scanner (the dosimeters) is read straight from the bytes, never
 * decoded whole; a samples CSV, a text that starts with a BOM character and anything the scanner
 * leaves take the text path, which gives every error.
 */
export function readReading(input: Uint8Array | string): ReadingResult {
  if (typeof input === 'string') {
    if (input.charCodeAt(0) !== 0xfeff && !looksLikeSamplesCsv(input) && !looksLikeCo2SamplesCsv(input)) {
      const scanned = scanRecord(ENCODER.encode(input));
      if (scanned) return scanned;
    }
    return readText(input);
  }
  const body = withoutBom(input);
  const scanned = scanRecord(body);
  if (scanned) return scanned;
  // A noise samples CSV is read from its bytes: decoding it first would hold the file three times
  // (bytes, text, the reader's re-encoding) — 150 MB for a 49 MB upload.
  if (startsNoiseCsv(body)) return noiseCsvReading(parseSamplesCsv(body));
  return readText(UTF8.decode(input));
}

function withoutBom(input: Uint8Array): Uint8Array {
  return input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input;
}

/** What readReading reads of a file's start to take the noise samples CSV path (after no record). */
const NOISE_CSV_HEAD = MAX_FIRST_LINE * 4;

function startsNoiseCsv(body: Uint8Array): boolean {
  const head = UTF8.decode(body.subarray(0, NOISE_CSV_HEAD));
  return !looksLikeHeatCsv(head) && looksLikeSamplesCsv(head);
}

/**
 * Whether readReading reads a file of `totalBytes` starting with `head` as a noise samples CSV,
 * decided by `head` alone (at least its first 16 KiB, or the whole file). Such a file can be read in
 * pieces by noiseSamplesCsvReader; anything else (a record, another CSV) needs readReading.
 */
export function isNoiseSamplesCsvStart(head: Uint8Array, totalBytes: number): boolean {
  if (head.length < Math.min(totalBytes, NOISE_CSV_HEAD + 3)) return false;
  const body = withoutBom(head);
  // A first line that names a family could be a record: only the whole file tells.
  if (recordFamilyOf(body) !== undefined) return false;
  return startsNoiseCsv(body);
}

/** Push the file's bytes in order, then `finish`. */
export interface NoiseSamplesCsvReader {
  push(chunk: Uint8Array): void;
  finish(): ReadingResult;
}

/**
 * readReading for a file that isNoiseSamplesCsvStart accepts, given in pieces: the same answer,
 * without holding the file (a server reads a 49 MB upload from disk through it).
 */
export function noiseSamplesCsvReader(options: SamplesCsvChunkOptions = {}): NoiseSamplesCsvReader {
  const csv = samplesCsvChunkReader(
    options.totalBytes === undefined ? {} : { totalBytes: Math.max(0, options.totalBytes - 3) },
  );
  // readReading drops one BOM before the CSV reader (which drops one more if there is one).
  let start = new Uint8Array(0);
  let started = false;
  const forward = (bytes: Uint8Array) => {
    started = true;
    csv.push(withoutBom(bytes));
  };
  return {
    push(chunk) {
      if (started) return csv.push(chunk);
      const joined = new Uint8Array(start.length + chunk.length);
      joined.set(start);
      joined.set(chunk, start.length);
      if (joined.length >= 3) forward(joined);
      else start = joined;
    },
    finish() {
      if (!started) forward(start);
      return noiseCsvReading(csv.finish());
    },
  };
}

function noiseCsvReading(csv: ReturnType<typeof parseSamplesCsv>): ReadingResult {
  if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
  const noise: NoiseFile = { source: 'csv', series: csv.data, record: undefined, model: 'CSV' };
  return { ok: true, data: { domain: 'noise', family: undefined, source: 'csv', model: 'CSV', noise } };
}

function readingOf(family: DeviceFamily, record: DeviceRecord): ReadingResult {
  const module = familyModule(family);
  const base = { family, source: 'record' as const, model: module.catalogue.name };
  return readingBuilders[module.domain](base, record);
}

function readText(text: string): ReadingResult {
  if (text.trim() === '') return { ok: false, reason: { key: 'devices:records.empty', values: {} } };
  if (looksLikeHeatCsv(text.slice(0, MAX_FIRST_LINE * 4))) {
    const csv = parseHeatSamplesCsv(text);
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    const heat = { series: csv.data.series, unit: csv.data.unit };
    return {
      ok: true,
      data: { domain: 'heat', family: undefined, source: 'csv', model: 'CSV', record: undefined, heat },
    };
  }
  if (looksLikeSamplesCsv(text)) return noiseCsvReading(parseSamplesCsv(text));
  if (looksLikeRawAccelerationCsv(text)) {
    const raw = readRawAccelerationCsv(text);
    if (!raw.ok) return { ok: false, reason: raw.reason };
    const vibration: VibrationData = { kind: 'raw', raw: raw.data };
    return {
      ok: true,
      data: {
        domain: 'vibration',
        family: undefined,
        source: 'csv',
        model: 'CSV',
        record: undefined,
        vibration,
      },
    };
  }
  if (looksLikeCo2SamplesCsv(text)) return readCo2Csv(text);
  const read = parseReadingFile(text);
  if (!read.ok) return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  return readingOf(read.data.family, read.data.record);
}

/** A CO2 samples CSV (docs/co2-samples-csv.md): no family, its series read by the CO2 CSV reader. */
function readCo2Csv(text: string): ReadingResult {
  try {
    const csv = parseCo2SamplesCsv(text);
    return {
      ok: true,
      data: { domain: 'co2', family: undefined, source: 'csv', model: 'CSV', record: undefined, ...csv },
    };
  } catch (error) {
    if (error instanceof DeviceError) return { ok: false, reason: { key: error.key, values: error.values } };
    throw error;
  }
}

/**
 * The record path on the UTF-8 bytes of a text (`body`, no BOM), without decoding: taken only when
 * the first line alone decides it (an ASCII line that is not a samples CSV header and names a family
 * with a byte scanner by its serial) and the scanner reads the record; undefined sends the input
 * through the text path.
 */
function scanRecord(body: Uint8Array): ReadingResult | undefined {
  const family = recordFamilyOf(body);
  if (family === undefined) return undefined;
  const record = familyModule(family).record.scanBytes?.(body);
  if (record === undefined) return undefined;
  return readingOf(family, record);
}

/** The family a record's first line names, when that line alone may send the bytes to a scanner. */
function recordFamilyOf(body: Uint8Array): DeviceFamily | undefined {
  const nl = body.indexOf(NL);
  if (nl < 2 || nl > MAX_FIRST_LINE) return undefined;
  const end = body[nl - 1] === CR ? nl - 1 : nl;
  for (let i = 0; i < end; i++) if ((body[i] as number) >= 0x80) return undefined;
  // What the text path and deviceTypeFromDataText read of the text: its first line (split at
  // /\r?\n/) and its second character (the separator: on the first line, which has two or more).
  const first = UTF8.decode(body.subarray(0, end));
  if (first.length < 2 || first.trim() === '' || looksLikeSamplesCsv(first) || looksLikeHeatCsv(first))
    return undefined;
  if (looksLikeRawAccelerationCsv(first)) return undefined;
  // Decided by the first line alone; an unknown type would look further (the first 'c' line).
  const type = deviceTypeFromDataText(first);
  if (type === DeviceType.unknown) return undefined;
  return catalogueEntry(type).family;
}

/** The device record a reading was read from; undefined for a samples CSV or a raw acceleration CSV. */
export function recordOfReading(reading: Reading): DeviceRecord | undefined {
  return reading.domain === 'noise' ? reading.noise.record : reading.record;
}
