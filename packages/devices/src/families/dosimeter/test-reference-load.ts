// loadNoiseFile as it was before the byte path (git f432eb7, load-noise-file.ts), kept as the
// reference for scan-bytes.test.ts (its parsers are compared with their own references there), with
// one change since: a record cut short is refused as such (records/cut-record.ts), which may only
// happen where the line parser refuses it too (checked here on every text). Test-only.
import { parseSamplesCsv } from '../../readings/noise/samples-csv.ts';
import { catalogueEntry, typeOfFamily } from '../../catalogue.ts';
import { parseReadingFile } from '../../records/parse-record.ts';
import { cutDomainRecordLine, endsMidLine } from '../../readings/record-reading.ts';
import { dosimeterRecordToNoiseSeries } from './to-noise-series.ts';
import type { NoiseFileResult } from '../../readings/noise/noise-file.ts';

/** A samples CSV starts with a header naming its columns; device files start with a record line. */
function looksLikeSamplesCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return /(^|[;,])\s*"?time"?\s*[;,]/i.test(header) && /(^|[;,])\s*"?laeq"?\s*([;,]|$)/i.test(header);
}

/**
 * Reads any noise input the product accepts: a DoseMax/DosePro record, a DoseMax V2 file or a
 * samples CSV (docs/samples-csv.md). Never throws; errors carry a translation key naming the line.
 */
export function referenceLoadNoiseFile(text: string): NoiseFileResult {
  if (text.trim() === '') return { ok: false, reason: { key: 'devices:records.empty', values: {} } };
  if (looksLikeSamplesCsv(text)) {
    const csv = parseSamplesCsv(text);
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    return { ok: true, data: { source: 'csv', series: csv.data, record: undefined, model: 'CSV' } };
  }
  const read = parseReadingFile(text);
  const cut = cutDomainRecordLine(text, 'noise');
  if (!read.ok) {
    if (cut !== undefined) return { ok: false, reason: endsMidLine(cut) };
    return { ok: false, reason: { key: read.reason.key, values: read.reason.values } };
  }
  if (cut !== undefined) throw new Error(`a record the line parser reads was said cut short at line ${cut}`);
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
