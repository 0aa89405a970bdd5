import { type NoiseSeries, parseSamplesCsv } from '@ohp/exposure';
import {
  catalogueEntry,
  type DeviceFamily,
  DeviceType,
  deviceTypeFromDataText,
  typeOfFamily,
} from '../../catalogue.ts';
import { parseReadingFile } from '../../records/parse-record.ts';
import { scanDosimeterBytes } from './scan-bytes.ts';
import { dosimeterRecordToNoiseSeries } from './to-noise-series.ts';
import type { DosimeterRecord } from './types.ts';

export interface NoiseFile {
  source: 'record' | 'csv';
  series: NoiseSeries;
  /** The device record, when the file is one (its configuration, summary, serial, audio). */
  record: DosimeterRecord | undefined;
  /** e.g. 'DoseMax V2'; 'CSV' for a samples CSV. */
  model: string;
}

export type NoiseFileResult =
  | { ok: true; data: NoiseFile }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

/** A samples CSV starts with a header naming its columns; device files start with a record line. */
function looksLikeSamplesCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /(^|[;,])\s*"?time"?\s*[;,]/i.test(header) && /(^|[;,])\s*"?laeq"?\s*([;,]|$)/i.test(header);
}

const ENCODER = new TextEncoder();

/**
 * Reads any noise input the product accepts: a DoseMax/DosePro record, a DoseMax V2 file or a
 * samples CSV (docs/samples-csv.md). Never throws; errors carry a translation key naming the line.
 * A clean dosimeter record is scanned from its UTF-8 bytes; a samples CSV, a text that starts with
 * a BOM character and anything the scanner leaves take the line path, which gives every error.
 */
export function loadNoiseFile(text: string): NoiseFileResult {
  if (text.charCodeAt(0) !== 0xfeff && !looksLikeSamplesCsv(text)) {
    const scanned = recordFromBody(ENCODER.encode(text));
    if (scanned) return scanned;
  }
  return loadNoiseFileText(text);
}

function recordResult(family: DeviceFamily, record: DosimeterRecord): NoiseFileResult {
  return {
    ok: true,
    data: {
      source: 'record',
      series: dosimeterRecordToNoiseSeries(record),
      record,
      model: catalogueEntry(typeOfFamily(family)).name,
    },
  };
}

function loadNoiseFileText(text: string): NoiseFileResult {
  if (text.trim() === '') return { ok: false, reason: { key: 'devices:records.empty', values: {} } };
  if (looksLikeSamplesCsv(text)) {
    const csv = parseSamplesCsv(text);
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    return { ok: true, data: { source: 'csv', series: csv.data, record: undefined, model: 'CSV' } };
  }
  const read = parseReadingFile(text);
  if (!read.ok) {
    return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  }
  const { family, record } = read.data;
  if (record.kind !== 'dosimeter') {
    return {
      ok: false,
      reason: {
        key: 'devices:records.wrongFamily',
        values: { family: catalogueEntry(typeOfFamily(family)).name },
      },
    };
  }
  return recordResult(family, record);
}

const UTF8 = new TextDecoder();
const NL = 10;
const CR = 13;
/** Longer first lines are left to the text path (no record header is that long). */
const MAX_FIRST_LINE = 4096;

/**
 * loadNoiseFile for a file's bytes (a download, a file read): the same answer as
 * `loadNoiseFile(new TextDecoder().decode(bytes))` (UTF-8, a leading BOM dropped, as Blob.text()
 * decodes), but a clean dosimeter record is read straight from the bytes, never decoded as a whole.
 */
export function loadNoiseFileBytes(bytes: Uint8Array): NoiseFileResult {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return recordFromBody(bom ? bytes.subarray(3) : bytes) ?? loadNoiseFileText(UTF8.decode(bytes));
}

/**
 * The record path of loadNoiseFile on the UTF-8 bytes of its text (`body`, no BOM), without
 * decoding: taken only when the first line alone decides it (an ASCII line that is not a samples
 * CSV header and names a dosimeter by its serial) and the scanner reads the record; undefined sends
 * the file through the text path.
 */
function recordFromBody(body: Uint8Array): NoiseFileResult | undefined {
  const nl = body.indexOf(NL);
  if (nl < 2 || nl > MAX_FIRST_LINE) return undefined;
  const end = body[nl - 1] === CR ? nl - 1 : nl;
  for (let i = 0; i < end; i++) if ((body[i] as number) >= 0x80) return undefined;
  // What loadNoiseFile and deviceTypeFromDataText read of the text: its first line (split at
  // /\r?\n/) and its second character (the separator: on the first line, which has two or more).
  const first = UTF8.decode(body.subarray(0, end));
  if (first.length < 2 || first.trim() === '' || looksLikeSamplesCsv(first)) return undefined;
  // Decided by the first line alone; an unknown type would look further (the first 'c' line).
  const type = deviceTypeFromDataText(first);
  if (type === DeviceType.unknown) return undefined;
  const family = catalogueEntry(type).family;
  const format =
    family === 'doseMaxV2' ? 'v2' : family === 'doseMax' || family === 'dosePro' ? 'v1' : undefined;
  if (format === undefined) return undefined;
  const record = scanDosimeterBytes(body, format);
  if (record === undefined) return undefined;
  return recordResult(family, record);
}
