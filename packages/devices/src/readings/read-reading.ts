import { type DeviceFamily, domainOf, type MeasurementDomain } from '../catalogue.ts';
import type { DeviceRecord } from '../families/index.ts';
import { parseReadingFile } from '../records/parse-record.ts';
import { type DomainReader, type Head, HEAD_BYTES, headOf, textOf } from './domain-reader.ts';
import { domainReaders } from './domains.ts';
import { readRecordOf, recordBase } from './record-reading.ts';
import { looksLikeSamplesCsv } from './noise/noise-file.ts';
import type { Reading, ReadingResult } from './reading.ts';

export type { Co2Reading } from './co2/co2-reader.ts';
export type { DomainReader, Head } from './domain-reader.ts';
export type { HeatReading } from './heat/heat-reader.ts';
export type { NoiseReading } from './noise/noise-reader.ts';
export { type NoiseSamplesCsvReader, noiseSamplesCsvReader } from './noise/noise-csv-stream.ts';
export type { Reading, ReadingBase, ReadingError, ReadingResult, ReadResult } from './reading.ts';
export type { VibrationReading } from './vibration/vibration-reader.ts';

const readers: readonly DomainReader<Reading>[] = Object.values(domainReaders);

/**
 * The single parse step of every path a reading arrives by (device session, upload, worker,
 * server, CLI): each domain's reader sniffs the file's start, the surest reads it (on a tie, the
 * first in `domainReaders`). Never throws; errors carry a translation key naming the line. Bytes are
 * read as UTF-8 with a leading BOM dropped (as Blob.text() decodes) and give the same answer as their
 * text. A file no reader claims is a record if its text names a family further down (its first `c`
 * line), else the record parser's error ('empty', 'invalidFile').
 */
export function readReading(input: Uint8Array | string): ReadingResult {
  const reader = readerOf(headOf(input));
  if (reader) return reader.read(input);
  const read = parseReadingFile(textOf(input));
  if (!read.ok) return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  const { family, record } = read.data;
  return domainReaders[domainOf(family)].fromRecord(recordBase(family), record);
}

function readerOf(head: Head): DomainReader<Reading> | undefined {
  let surest: DomainReader<Reading> | undefined;
  let best = 0;
  for (const reader of readers) {
    const confidence = reader.sniff(head);
    if (confidence > best) {
      surest = reader;
      best = confidence;
    }
  }
  return surest;
}

/**
 * What readReading would read a file starting with `head` as (its first HEAD_BYTES + 3 bytes or the
 * whole file), decided before the file is read whole: the domain of the surest reader and, for a
 * device record, the family its first line names. Undefined when no reader claims the start (the
 * whole file may still be a record whose family is named further down). Lets a caller refuse a
 * week-long file of another domain without reading it (issue 28, "Bad input").
 */
export function sniffReading(
  head: Uint8Array,
): { domain: MeasurementDomain; family: DeviceFamily | undefined } | undefined {
  const start = headOf(head);
  const reader = readerOf(start);
  return reader ? { domain: reader.domain, family: start.family } : undefined;
}

/**
 * Whether readReading reads a file of `totalBytes` starting with `head` as a noise samples CSV,
 * decided by `head` alone (at least its first 16 KiB, or the whole file). Such a file can be read in
 * pieces by noiseSamplesCsvReader; anything else (a record, another CSV) needs readReading.
 */
export function isNoiseSamplesCsvStart(head: Uint8Array, totalBytes: number): boolean {
  if (head.length < Math.min(totalBytes, HEAD_BYTES + 3)) return false;
  const start = headOf(head);
  return readerOf(start) === domainReaders.noise && looksLikeSamplesCsv(start.text);
}

/**
 * A record read from a device of `family` (its text as the device sent it): the one parse of it, by
 * that family's module, made its domain's Reading; the family parser's error naming the line when the
 * text is not such a record, whatever it claims to be.
 */
export function readDeviceRecord(family: DeviceFamily, text: string): ReadingResult {
  const reader: DomainReader<Reading> = domainReaders[domainOf(family)];
  return readRecordOf(family, text, reader.fromRecord);
}

/** The device record a reading was read from; undefined for a samples CSV or a raw acceleration CSV. */
export function recordOfReading(reading: Reading): DeviceRecord | undefined {
  return reading.domain === 'noise' ? reading.noise.record : reading.record;
}
