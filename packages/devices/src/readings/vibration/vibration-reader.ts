// The vibration domain's reader: the AxPro records and the raw acceleration CSV (docs/vibration-raw-csv.md).
import type { AxProRecord } from '../../families/axPro/record.ts';
import { domainReader, textOf } from '../domain-reader.ts';
import type { ReadingBase } from '../reading.ts';
import { looksLikeRawAccelerationCsv, readRawAccelerationCsv } from './raw-csv.ts';
import { vibrationSeriesOf } from './record-series.ts';
import type { VibrationData } from './vibration-data.ts';

export interface VibrationReading extends ReadingBase<'vibration'> {
  /** The AxPro record; undefined for a raw acceleration CSV. */
  record: AxProRecord | undefined;
  /** The series the vibration maths reads. */
  vibration: VibrationData;
}

export const vibrationReader = domainReader<VibrationReading>({
  domain: 'vibration',
  looksLikeCsv: looksLikeRawAccelerationCsv,
  readCsv(input) {
    const raw = readRawAccelerationCsv(textOf(input));
    if (!raw.ok) return { ok: false, reason: raw.reason };
    const vibration: VibrationData = { kind: 'raw', raw: raw.data };
    return {
      ok: true,
      data: {
        domain: 'vibration',
        family: undefined,
        source: 'csv',
        model: 'CSV',
        record: undefined,
        vibration,
      },
    };
  },
  fromRecord: (base, record) => ({
    ok: true,
    data: {
      ...base,
      domain: 'vibration',
      record: record as AxProRecord,
      vibration: { kind: 'intervals', series: vibrationSeriesOf(record as AxProRecord) },
    },
  }),
});
