// The one shape of a measurement domain's reader (docs/family-modules.md "Readers"): readReading
// asks each domain's reader how surely a file is its own and lets the surest one read it.
import type { DeviceFamily } from '@ohp/contracts/vocabulary';
import { catalogueEntry, DeviceType, deviceTypeFromDataText, domainOf } from '../catalogue.ts';
import type { DeviceRecord } from '../families/index.ts';
import type { ReadingBase, ReadResult } from './reading.ts';
import { readFamilyRecord } from './record-reading.ts';
import { withoutBom } from '../records/utf8.ts';

/** What a reader sees of a file to sniff it: its start as text and the family its first line names. */
export interface Head {
  /** The first HEAD_BYTES bytes (UTF-8, one BOM dropped) or HEAD_BYTES characters of a text. */
  readonly text: string;
  /** The family a device record's first line names by its serial (SPEC §3); undefined for anything else. */
  readonly family: DeviceFamily | undefined;
}

/** A sniff's answer: 0 not this reader's file, up to 1 surely its file. The surest reader reads it. */
export const sniffConfidence = {
  none: 0,
  /** A device record whose first line names one of the domain's families (by a serial: one field). */
  recordLine: 0.5,
  /** A samples CSV whose header names the domain's columns (every column it needs). */
  csvHeader: 1,
} as const;

/** The base of a record's Reading: its family and model, filled in by the record path. */
export type RecordBase = Pick<ReadingBase, 'family' | 'source' | 'model'>;

export interface DomainReader<R extends ReadingBase = ReadingBase> {
  readonly domain: R['domain'];
  /** How surely the file starting with `head` is this domain's (sniffConfidence.none … sniffConfidence.csvHeader). */
  sniff(head: Head): number;
  /**
   * The whole file (its bytes, or its text) → its Reading, or an error naming the line; never throws.
   * Reads the domain's samples CSV and the records of its families.
   */
  read(input: Uint8Array | string): ReadResult<R>;
  /** A record of one of the domain's families (already parsed by its family module) → its Reading. */
  fromRecord(base: RecordBase, record: DeviceRecord): ReadResult<R>;
}

/** How much of a file's start the sniffs read: 16 KiB (no record header or CSV header is longer). */
export const HEAD_BYTES = 16384;

const HEAD_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });
const UTF8 = new TextDecoder();

/** The text of an input: bytes decoded as UTF-8, one BOM dropped (as Blob.text() decodes). */
export function textOf(input: Uint8Array | string): string {
  return typeof input === 'string' ? input : UTF8.decode(input);
}

export function headOf(input: Uint8Array | string): Head {
  const whole =
    typeof input === 'string' ? input.length <= HEAD_BYTES : withoutBom(input).length <= HEAD_BYTES;
  const text =
    typeof input === 'string'
      ? input.slice(0, HEAD_BYTES)
      : HEAD_DECODER.decode(withoutBom(input).subarray(0, HEAD_BYTES));
  return { text, family: firstLineFamily(text, whole) };
}

/** The family the first line names, read as parseReadingFile reads it (its first line, its separator). */
function firstLineFamily(text: string, whole: boolean): DeviceFamily | undefined {
  const nl = text.indexOf('\n');
  if (nl === -1 && !whole) return undefined;
  const type = deviceTypeFromDataText(nl === -1 ? text : text.slice(0, nl + 1));
  return type === DeviceType.unknown ? undefined : catalogueEntry(type).family;
}

/** One domain's reader, from what is its own: its samples CSV (how its header looks, how it reads) and its records. */
export function domainReader<R extends ReadingBase>(own: {
  domain: R['domain'];
  looksLikeCsv(headText: string): boolean;
  readCsv(input: Uint8Array | string): ReadResult<R>;
  fromRecord(base: RecordBase, record: DeviceRecord): ReadResult<R>;
}): DomainReader<R> {
  return {
    domain: own.domain,
    sniff(head) {
      if (own.looksLikeCsv(head.text)) return sniffConfidence.csvHeader;
      if (head.family !== undefined && domainOf(head.family) === own.domain)
        return sniffConfidence.recordLine;
      return sniffConfidence.none;
    },
    read(input) {
      if (own.looksLikeCsv(headOf(input).text)) return own.readCsv(input);
      return readFamilyRecord(input, own.domain, own.fromRecord);
    },
    fromRecord: own.fromRecord,
  };
}
