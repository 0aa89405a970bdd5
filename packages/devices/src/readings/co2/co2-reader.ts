// The CO2 domain's reader: the CO2Pro records and the CO2 samples CSV (docs/co2-samples-csv.md).
import type { Co2Series } from '@ohp/exposure';
import { DeviceError } from '../../errors.ts';
import type { Co2ProRecord } from '../../families/co2Pro/record.ts';
import { domainReader } from '../domain-reader.ts';
import type { ReadingBase } from '../reading.ts';
import { co2SeriesFromRecord } from './from-record.ts';
import { looksLikeCo2SamplesCsv, parseCo2SamplesCsv } from './samples-csv.ts';

/** A CO2Pro record (`record`) or a CO2 samples CSV (`record` undefined), with its series for the maths. */
export interface Co2Reading extends ReadingBase<'co2'> {
  record: Co2ProRecord | undefined;
  series: Co2Series;
  hasTemperature: boolean;
  hasHumidity: boolean;
}

export const co2Reader = domainReader<Co2Reading>({
  domain: 'co2',
  looksLikeCsv: looksLikeCo2SamplesCsv,
  readCsv(input) {
    try {
      const csv = parseCo2SamplesCsv(input);
      return {
        ok: true,
        data: { domain: 'co2', family: undefined, source: 'csv', model: 'CSV', record: undefined, ...csv },
      };
    } catch (error) {
      if (error instanceof DeviceError)
        return { ok: false, reason: { key: error.key, values: error.values } };
      throw error;
    }
  },
  fromRecord: (base, record) => ({
    ok: true,
    data: {
      ...base,
      domain: 'co2',
      record: record as Co2ProRecord,
      series: co2SeriesFromRecord(record as Co2ProRecord),
      hasTemperature: true,
      hasHumidity: true,
    },
  }),
});
