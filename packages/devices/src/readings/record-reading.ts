// The record path of every domain's reader: a device record's family from its own text (SPEC §3),
// read by that family's module, made a Reading by the domain's `fromRecord`.
import type { MeasurementDomain } from '@ohp/contracts/vocabulary';
import {
  catalogueEntry,
  type DeviceFamily,
  DeviceType,
  deviceTypeFromDataText,
  domainOf,
} from '../catalogue.ts';
import { type DeviceRecord, familyModule } from '../families/index.ts';
import { parseReadingFile, parseRecord } from '../records/parse-record.ts';
import type { RecordBase } from './domain-reader.ts';
import { utf8Pieces } from '../records/text-pieces.ts';
import type { ReadResult } from './reading.ts';
import { utf8Bytes } from '../records/utf8.ts';

type FromRecord<R> = (base: RecordBase, record: DeviceRecord) => ReadResult<R>;

const UTF8 = new TextDecoder();
const ENCODER = new TextEncoder();
const NL = 10;
const CR = 13;
/** Longer first lines are left to the text path (no record header is that long). */
const MAX_FIRST_LINE = 4096;

/**
 * A record of one of `domain`'s families, from its bytes or its text. A record whose family has a
 * byte scanner (the dosimeters …) is read straight from the bytes, never decoded whole, when its first
 * line alone names the family and the scanner reads it; anything else takes the text path, which
 * gives every error. A record of another domain's family is refused naming its model.
 */
export function readFamilyRecord<R>(
  input: Uint8Array | string,
  domain: MeasurementDomain,
  fromRecord: FromRecord<R>,
): ReadResult<R> {
  const scanned = scanDomainRecord(input, domain);
  if (scanned) return fromRecord(recordBase(scanned.family), scanned.record);
  return parseRecordText(typeof input === 'string' ? input : UTF8.decode(input), domain, fromRecord);
}

/**
 * A record read from a device of `family` (its text as the device sent it): that family's reading,
 * or the family parser's error naming the line, whatever the text claims to be.
 */
export function readRecordOf<R>(
  family: DeviceFamily,
  text: string,
  fromRecord: FromRecord<R>,
): ReadResult<R> {
  if (text.charCodeAt(0) !== 0xfeff && textFamilyOf(text) === family) {
    const record = scanText(family, text);
    if (record !== undefined) return fromRecord(recordBase(family), record);
  }
  const parsed = parseRecord(family, text);
  if (!parsed.ok) return { ok: false, reason: { key: parsed.reason.key, values: parsed.reason.values } };
  return fromRecord(recordBase(family), parsed.data);
}

function withoutBom(input: Uint8Array): Uint8Array {
  return input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input;
}

/** The base of a record's Reading: its family and the family's model name. */
export function recordBase(family: DeviceFamily): RecordBase {
  return { family, source: 'record', model: familyModule(family).catalogue.name };
}

function parseRecordText<R>(
  text: string,
  domain: MeasurementDomain,
  fromRecord: FromRecord<R>,
): ReadResult<R> {
  const read = parseReadingFile(text);
  if (!read.ok) return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  const { family, record } = read.data;
  if (domainOf(family) !== domain) return wrongFamily(family);
  return fromRecord(recordBase(family), record);
}

function wrongFamily(family: DeviceFamily): {
  ok: false;
  reason: { key: string; values: { family: string } };
} {
  return {
    ok: false,
    reason: { key: 'devices:records.wrongFamily', values: { family: recordBase(family).model } },
  };
}

function scanRecordBody(
  body: Uint8Array,
  domain: MeasurementDomain,
): { family: DeviceFamily; record: DeviceRecord } | undefined {
  const family = recordFamilyOf(body);
  if (family === undefined || domainOf(family) !== domain) return undefined;
  const record = familyModule(family).record.scanBytes?.(body);
  return record === undefined ? undefined : { family, record };
}

/**
 * A clean record of one of `domain`'s families read by its byte scanner (bytes, or a text's UTF-8
 * bytes; a BOM is dropped, a text starting with one is left to the text path); undefined when the
 * text path has to decide (anything unusual, another domain, a family without a scanner). What
 * readFamilyRecord tries first, for readers with their own text path (readCo2).
 */
export function scanDomainRecord(
  input: Uint8Array | string,
  domain: MeasurementDomain,
): { family: DeviceFamily; record: DeviceRecord } | undefined {
  if (typeof input !== 'string') return scanRecordBody(withoutBom(input), domain);
  if (input.charCodeAt(0) === 0xfeff) return undefined;
  const family = textFamilyOf(input);
  if (family === undefined || domainOf(family) !== domain) return undefined;
  const record = scanText(family, input);
  return record === undefined ? undefined : { family, record };
}

/** recordFamilyOf a text: its first line decides, so only the bytes it could be are encoded. */
function textFamilyOf(text: string): DeviceFamily | undefined {
  return recordFamilyOf(ENCODER.encode(text.slice(0, MAX_FIRST_LINE + 1)));
}

/** The family's byte scanner on a text's UTF-8 bytes: a piece at a time when it reads pieces. */
function scanText(family: DeviceFamily, text: string): DeviceRecord | undefined {
  const { scanPieces, scanBytes } = familyModule(family).record;
  // Its UTF-8 length is its length when ASCII, what a clean record is (a smaller length is safe).
  if (scanPieces) return scanPieces(utf8Pieces(text), text.length);
  return scanBytes?.(utf8Bytes(text));
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
  if (first.length < 2 || first.trim() === '') return undefined;
  // Decided by the first line alone; an unknown type would look further (the first 'c' line).
  const type = deviceTypeFromDataText(first);
  if (type === DeviceType.unknown) return undefined;
  return catalogueEntry(type).family;
}
