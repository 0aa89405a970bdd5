// How a parsed record becomes the Reading of its measurement domain: one builder per domain.
import type { MeasurementDomain } from '@ohp/contracts/vocabulary';
import type { AxProRecord } from '../families/axPro/record.ts';
import type { Co2ProRecord } from '../families/co2Pro/record.ts';
import type { DosimeterRecord } from '../families/dosimeter/types.ts';
import type { DeviceRecord } from '../families/index.ts';
import type { ItempRecord } from '../families/itemp/record.ts';
import { co2SeriesFromRecord } from './co2/from-record.ts';
import { heatSeriesFromItemp } from './heat/from-itemp.ts';
import type { Reading, ReadingResult } from './read-reading.ts';
import { noiseFileOfRecord } from './noise/noise-file-of-record.ts';
import { vibrationSeriesOf } from './vibration/record-series.ts';

type Base = Pick<Reading, 'family' | 'source' | 'model'>;

// The family module's `domain` decides which builder gets a record, so each builder knows the
// record type its domain's families write (the casts state that contract).
export const readingBuilders: Readonly<
  Record<MeasurementDomain, (base: Base, record: DeviceRecord) => ReadingResult>
> = {
  noise: (base, record) =>
    ok({ ...base, domain: 'noise', noise: noiseFileOfRecord(record as DosimeterRecord, base.model) }),
  // A record whose rows cannot make a heat series (a wet bulb above the dry bulb) is refused here,
  // naming its line: every path that reads it then gets the same answer.
  heat: (base, record) => {
    const series = heatSeriesFromItemp(record as ItempRecord);
    if (!series.ok)
      return { ok: false, reason: { key: series.reason.key, values: { ...series.reason.values } } };
    const heat = { series: series.data, unit: 'C' as const };
    return ok({ ...base, domain: 'heat', record: record as ItempRecord, heat });
  },
  vibration: (base, record) =>
    ok({
      ...base,
      domain: 'vibration',
      record: record as AxProRecord,
      vibration: { kind: 'intervals', series: vibrationSeriesOf(record as AxProRecord) },
    }),
  co2: (base, record) =>
    ok({
      ...base,
      domain: 'co2',
      record: record as Co2ProRecord,
      series: co2SeriesFromRecord(record as Co2ProRecord),
      hasTemperature: true,
      hasHumidity: true,
    }),
};

function ok(data: Reading): ReadingResult {
  return { ok: true, data };
}
