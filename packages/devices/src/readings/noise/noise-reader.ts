// The noise domain's reader: the dosimeters' records and the noise samples CSV (docs/samples-csv.md).
import type { DosimeterRecord } from '../../families/dosimeter/types.ts';
import { withoutBom } from '../../records/utf8.ts';
import { domainReader } from '../domain-reader.ts';
import type { ReadingBase, ReadResult } from '../reading.ts';
import { type NoiseFile, looksLikeSamplesCsv } from './noise-file.ts';
import { noiseFileOfRecord } from './noise-file-of-record.ts';
import { parseSamplesCsv, type SamplesCsvResult } from './samples-csv.ts';

export interface NoiseReading extends ReadingBase<'noise'> {
  noise: NoiseFile;
}

/** A samples CSV parse as the noise Reading of no family. */
export function noiseCsvReading(csv: SamplesCsvResult): ReadResult<NoiseReading> {
  if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
  const noise: NoiseFile = { source: 'csv', series: csv.data, record: undefined, model: 'CSV' };
  return { ok: true, data: { domain: 'noise', family: undefined, source: 'csv', model: 'CSV', noise } };
}

export const noiseReader = domainReader<NoiseReading>({
  domain: 'noise',
  looksLikeCsv: looksLikeSamplesCsv,
  // Read from its bytes: decoding first would hold the file three times (bytes, text, the reader's
  // re-encoding) — 150 MB for a 49 MB upload.
  readCsv: (input) => noiseCsvReading(parseSamplesCsv(typeof input === 'string' ? input : withoutBom(input))),
  fromRecord: (base, record) => ({
    ok: true,
    data: { ...base, domain: 'noise', noise: noiseFileOfRecord(record as DosimeterRecord, base.model) },
  }),
});
