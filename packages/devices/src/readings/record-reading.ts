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
import { EXCERPT_BYTES, lineFeeds, lineFeedsOfText, recordEnds } from '../records/cut-record.ts';
import { parseReadingFile, parseRecord } from '../records/parse-record.ts';
import type { RecordBase } from './domain-reader.ts';
import { utf8Pieces } from '../records/text-pieces.ts';
import { toResult } from '../errors.ts';
import type { ReadResult } from './reading.ts';
import { utf8Bytes, withoutBom } from '../records/utf8.ts';

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
 * gives every error. A record of another domain's family is refused naming its model. A record
 * the scanner refused that ends inside a line is refused as cut short (records/cut-record.ts) before
 * the text path reads it whole; so is one the scanner read cleanly but short of its declared rows
 * (the line parser's recordsMissing, which the scanner throws itself).
 */
export function readFamilyRecord<R>(
  input: Uint8Array | string,
  domain: MeasurementDomain,
  fromRecord: FromRecord<R>,
): ReadResult<R> {
  const scanned = scanDomainRecord(input, domain);
  if (scanned) return scanned.ok ? fromRecord(recordBase(scanned.data.family), scanned.data.record) : scanned;
  const cut = cutDomainRecordLine(input, domain);
  if (cut !== undefined) return { ok: false, reason: endsMidLine(cut) };
  return parseRecordText(typeof input === 'string' ? input : UTF8.decode(input), domain, fromRecord);
}

/** The error of a record that ends inside line `line` (a copy or a download cut short). */
export function endsMidLine(line: number): { key: string; values: { line: number } } {
  return { key: 'devices:records.fileEndsMidLine', values: { line } };
}

/**
 * The line a record of one of `domain`'s families (its first line names it) ends inside, when it
 * was cut short (recordCutShort), or undefined.
 */
export function cutDomainRecordLine(
  input: Uint8Array | string,
  domain: MeasurementDomain,
): number | undefined {
  const family = typeof input === 'string' ? textFamilyOf(input) : recordFamilyOf(withoutBom(input));
  if (family === undefined || domainOf(family) !== domain) return undefined;
  if (typeof input === 'string') {
    const whole = input.length <= 2 * EXCERPT_BYTES;
    const start = ENCODER.encode(whole ? input : input.slice(0, EXCERPT_BYTES));
    const end = whole ? start : ENCODER.encode(input.slice(-EXCERPT_BYTES));
    if (!recordCutShort(family, start, end, whole ? 0 : input.length - EXCERPT_BYTES)) return undefined;
    return lineFeedsOfText(input) + 1;
  }
  const bytes = withoutBom(input);
  const whole = bytes.length <= 2 * EXCERPT_BYTES;
  const endAt = whole ? 0 : bytes.length - EXCERPT_BYTES;
  const start = whole ? bytes : bytes.subarray(0, EXCERPT_BYTES);
  if (!recordCutShort(family, start, bytes.subarray(endAt), endAt)) return undefined;
  return lineFeeds(bytes) + 1;
}

/** The row-count errors (parseRows): an excerpt's rows are short of the header's count. */
const COUNT_ERRORS: ReadonlySet<string> = new Set([
  'devices:records.invalidNumberOfRecords',
  'devices:records.recordsMissing',
]);

/**
 * Whether a record of `family` was cut short inside its last line: its ends (records/cut-record.ts,
 * recordEnds of `start`, `end`, `endAt`) found, and the family's line parser refuses that last line
 * itself — an excerpt of the header, the lines before it and it is refused naming it, while the
 * excerpt without it is not refused for any line (only for its count of rows, short in an excerpt).
 * The line parser reads the last line in the excerpt as in the file (after the same header and
 * lines), so it refuses the file too.
 */
export function recordCutShort(
  family: DeviceFamily,
  start: Uint8Array,
  end: Uint8Array,
  endAt: number,
): boolean {
  const ends = recordEnds(start, end, endAt);
  if (!ends) return false;
  const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('d')).length;
  const head = (dLines: number) => declaringRows(family, ends.head, dLines);
  const before = parseRecord(family, head(rows(ends.tail)) + ends.tail);
  // Refused for no line (its rows short of the header's count, a line kind missing): not for the excerpt's lines.
  if (!before.ok && before.reason.values?.line !== undefined && !COUNT_ERRORS.has(before.reason.key))
    return false;
  const excerpt = head(rows(ends.tail + ends.last)) + ends.tail + ends.last;
  const read = parseRecord(family, excerpt);
  return (
    !read.ok &&
    !COUNT_ERRORS.has(read.reason.key) &&
    read.reason.values?.line === lineFeedsOfText(excerpt) + 1
  );
}

/** `head` declaring `dLines` rows where the family's header declares them (rowCountField), else as it is. */
function declaringRows(family: DeviceFamily, head: string, dLines: number): string {
  const at = familyModule(family).record.rowCountField;
  if (!at) return head;
  const lines = head.split('\n');
  const k = lines.findIndex((line) => line.startsWith(at.line));
  const line = lines[k];
  if (line === undefined || line.length < 2) return head;
  const separator = line[1] as string;
  const fields = line.split(separator);
  if (fields.length <= at.field + 1) return head;
  const last = fields.length - 1;
  const cr = (fields[last] as string).endsWith('\r');
  fields[at.field + 1] = String(dLines);
  if (cr && at.field + 1 === last) fields[last] = `${fields[last]}\r`;
  lines[k] = fields.join(separator);
  return lines.join('\n');
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
    const scanned = scannedBy(family, () => scanText(family, text));
    if (scanned) return scanned.ok ? fromRecord(recordBase(family), scanned.data.record) : scanned;
  }
  const parsed = parseRecord(family, text);
  if (!parsed.ok) return { ok: false, reason: { key: parsed.reason.key, values: parsed.reason.values } };
  return fromRecord(recordBase(family), parsed.data);
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

/** What a byte scanner made of a record: the record, the line parser's error it is sure of, or undefined. */
type Scanned = ReadResult<{ family: DeviceFamily; record: DeviceRecord }>;

/**
 * `scan`'s record of `family`, the error it threw (the line parser's own: a byte scanner throws only
 * what the line parser would, recordsMissing), or undefined when the line parser has to decide.
 */
function scannedBy(family: DeviceFamily, scan: () => DeviceRecord | undefined): Scanned | undefined {
  const scanned = toResult(scan);
  if (!scanned.ok) return { ok: false, reason: { key: scanned.reason.key, values: scanned.reason.values } };
  return scanned.data === undefined ? undefined : { ok: true, data: { family, record: scanned.data } };
}

function scanRecordBody(body: Uint8Array, domain: MeasurementDomain): Scanned | undefined {
  const family = recordFamilyOf(body);
  if (family === undefined || domainOf(family) !== domain) return undefined;
  const scanBytes = familyModule(family).record.scanBytes;
  return scanBytes ? scannedBy(family, () => scanBytes(body)) : undefined;
}

/**
 * A clean record of one of `domain`'s families read by its byte scanner (bytes, or a text's UTF-8
 * bytes; a BOM is dropped, a text starting with one is left to the text path), or the line
 * parser's error for a record the scanner read cleanly but short of its rows; undefined when the
 * text path has to decide (anything unusual, another domain, a family without a scanner). What
 * readFamilyRecord tries first, for readers with their own text path (readCo2).
 */
export function scanDomainRecord(input: Uint8Array | string, domain: MeasurementDomain): Scanned | undefined {
  if (typeof input !== 'string') return scanRecordBody(withoutBom(input), domain);
  if (input.charCodeAt(0) === 0xfeff) return undefined;
  const family = textFamilyOf(input);
  if (family === undefined || domainOf(family) !== domain) return undefined;
  return scannedBy(family, () => scanText(family, input));
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
export function recordFamilyOf(body: Uint8Array): DeviceFamily | undefined {
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
