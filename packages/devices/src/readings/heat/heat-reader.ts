// The heat domain's reader: the Itemp records and the heat samples CSV (docs/heat-samples-csv.md).
import type { HeatSeries } from '@ohp/exposure';
import type { ItempRecord } from '../../families/itemp/record.ts';
import { withoutBom } from '../../records/utf8.ts';
import { domainReader } from '../domain-reader.ts';
import type { ReadingBase } from '../reading.ts';
import { heatSeriesFromItemp } from './from-itemp.ts';
import { looksLikeHeatCsv, parseHeatSamplesCsv, type TemperatureUnit } from './samples-csv.ts';

export interface HeatReading extends ReadingBase<'heat'> {
  /** The Itemp record; undefined for a heat samples CSV. */
  record: ItempRecord | undefined;
  /** The temperatures on their time grid, in °C whatever the source's unit. */
  heat: { series: HeatSeries; unit: TemperatureUnit };
}

export const heatReader = domainReader<HeatReading>({
  domain: 'heat',
  looksLikeCsv: looksLikeHeatCsv,
  readCsv(input) {
    // The bytes as they are (one BOM dropped, as the text was decoded): no decoding and encoding again.
    const csv = parseHeatSamplesCsv(typeof input === 'string' ? input : withoutBom(input));
    if (!csv.ok) return { ok: false, reason: { key: csv.reason.key, values: { ...csv.reason.values } } };
    const heat = { series: csv.data.series, unit: csv.data.unit };
    return {
      ok: true,
      data: { domain: 'heat', family: undefined, source: 'csv', model: 'CSV', record: undefined, heat },
    };
  },
  // A record whose rows cannot make a heat series (a wet bulb above the dry bulb) is refused here,
  // naming its line: every path that reads it then gets the same answer.
  fromRecord(base, record) {
    const series = heatSeriesFromItemp(record as ItempRecord);
    if (!series.ok)
      return { ok: false, reason: { key: series.reason.key, values: { ...series.reason.values } } };
    const heat = { series: series.data, unit: 'C' as const };
    return { ok: true, data: { ...base, domain: 'heat', record: record as ItempRecord, heat } };
  },
});
