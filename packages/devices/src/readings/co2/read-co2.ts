import type { Co2Series } from '@ohp/exposure';
import {
  catalogueEntry,
  type DeviceFamily,
  DeviceType,
  deviceTypeFromDataText,
  domainOf,
} from '../../catalogue.ts';
import type { Co2ProRecord } from '../../families/co2Pro/record.ts';
import { parseRecord } from '../../records/parse-record.ts';
import { utf8Bytes } from '../../records/utf8.ts';
import { readReading } from '../read-reading.ts';
import { cutDomainRecordLine, endsMidLine, recordBase, scanDomainRecord } from '../record-reading.ts';
import { co2ReadError } from './errors.ts';
import { co2SeriesFromRecord } from './from-record.ts';
import { parseCo2SamplesCsv } from './samples-csv.ts';
import { DeviceError } from '../../errors.ts';

/** A CO2 reading ready for the maths: a CO2Pro record or a samples CSV from any instrument. */
export interface Co2Input {
  source: 'record' | 'csv';
  family: DeviceFamily | undefined;
  /** 'CO2Pro' or 'CSV'. */
  model: string;
  serialNumber: string | undefined;
  firmware: string | undefined;
  record: Co2ProRecord | undefined;
  series: Co2Series;
  hasTemperature: boolean;
  hasHumidity: boolean;
}

export type Co2ReadResult =
  | { ok: true; data: Co2Input }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

const UTF8 = new TextDecoder();

/** The text its UTF-8 bytes decode back to (no BOM first, no lone surrogate). */
function sameWhenEncoded(text: string): boolean {
  const check = (text as unknown as { isWellFormed?: () => boolean }).isWellFormed;
  return text.charCodeAt(0) !== 0xfeff && typeof check === 'function' && check.call(text);
}

/** The first line that is not blank: `z;…`, `a;…` is a device record, anything else a CSV header. */
function looksLikeRecord(text: string): boolean {
  const first = /^[\s\uFEFF]*(\S.*)$/m.exec(text.length > 4096 ? text.slice(0, 4096) : text)?.[1] ?? '';
  return /^[AaZz];/.test(first);
}

function recordInput(family: DeviceFamily, record: Co2ProRecord): Co2Input {
  return {
    source: 'record',
    family,
    model: recordBase(family).model,
    serialNumber: record.serialNumber,
    firmware: record.firmware,
    record,
    series: co2SeriesFromRecord(record),
    hasTemperature: true,
    hasHumidity: true,
  };
}

/**
 * Reads a CO2 input (file bytes or text): a device record must be a CO2Pro's (another family's is
 * refused with its model name; a record of no known family gets readReading's answer); anything
 * else is read as a samples CSV.
 * Never throws on bad input: the reason is a translation key naming the line.
 */
export function readCo2(given: Uint8Array | string): Co2ReadResult {
  // A text is encoded once (the record scanner would encode it anyway) and read as its bytes: the
  // same text back when decoded, as long as it has no BOM (decoding drops it) and no lone surrogate.
  const input = typeof given === 'string' && sameWhenEncoded(given) ? utf8Bytes(given) : given;
  // A clean CO2Pro record straight from its bytes (the line parser's record, bit for bit), or one
  // short of its rows refused (the line parser's error); anything else, and every other error,
  // through the text below.
  const scanned = scanDomainRecord(input, 'co2');
  if (scanned && !scanned.ok) return scanned;
  if (scanned)
    return { ok: true, data: recordInput(scanned.data.family, scanned.data.record as Co2ProRecord) };
  const cut = cutDomainRecordLine(input, 'co2');
  if (cut !== undefined) return { ok: false, reason: endsMidLine(cut) };
  if (typeof input !== 'string' && startsLikeCsv(input)) return csvInput(input);
  const text = typeof input === 'string' ? input : UTF8.decode(input);
  try {
    if (text.trim() === '') throw co2ReadError('empty');
    if (looksLikeRecord(text)) {
      // The family comes from the record's first lines (SPEC §3 derivation); only a CO2Pro record is
      // parsed: asking readReading would first try the 86,400 lines as a noise file.
      const type = deviceTypeFromDataText(text.length > 4096 ? text.slice(0, 4096) : text);
      if (type === DeviceType.unknown) {
        const reading = readReading(text);
        if (!reading.ok) return reading;
        throw co2ReadError('wrongFamily', { model: reading.data.model });
      }
      const entry = catalogueEntry(type);
      if (domainOf(entry.family) !== 'co2') throw co2ReadError('wrongFamily', { model: entry.name });
      const parsed = parseRecord(entry.family, text);
      if (!parsed.ok) throw parsed.reason;
      return { ok: true, data: recordInput(entry.family, parsed.data as Co2ProRecord) };
    }
    return csvInput(text);
  } catch (error) {
    if (error instanceof DeviceError) return { ok: false, reason: { key: error.key, values: error.values } };
    throw error;
  }
}

function csvInput(input: string | Uint8Array): Co2ReadResult {
  try {
    const csv = parseCo2SamplesCsv(input);
    return {
      ok: true,
      data: {
        source: 'csv',
        family: undefined,
        model: 'CSV',
        serialNumber: undefined,
        firmware: undefined,
        record: undefined,
        ...csv,
      },
    };
  } catch (error) {
    if (error instanceof DeviceError) return { ok: false, reason: { key: error.key, values: error.values } };
    throw error;
  }
}

/**
 * Bytes whose text is not blank and does not look like a record, told from the bytes: their first
 * character other than ASCII white space and BOMs (what trim and \s skip) is ASCII and does not
 * begin `z;`/`a;`. Anything else (non-ASCII first, blank) goes through the decoded text.
 */
function startsLikeCsv(bytes: Uint8Array): boolean {
  let i = 0;
  for (;;) {
    const b = bytes[i];
    if (b === 32 || (b !== undefined && b >= 9 && b <= 13)) i++;
    else if (b === 0xef && bytes[i + 1] === 0xbb && bytes[i + 2] === 0xbf) i += 3;
    else break;
  }
  const first = bytes[i];
  if (first === undefined || first >= 0x80) return false;
  const record = (first === 65 || first === 97 || first === 90 || first === 122) && bytes[i + 1] === 59;
  return !record;
}
