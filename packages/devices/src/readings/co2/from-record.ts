import { CO2PRO_RANGE_PPM, type Co2Series, epochMs, seconds } from '@ohp/exposure';
import type { Co2ProRecord } from '../../families/co2Pro/record.ts';

/** `yyyy-MM-ddTHH:mm:ss` of the device's wall clock, read as local time like every screen shows it. */
function wallClockMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return 0;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)).getTime();
}

/** The CO2 series of a CO2Pro record: one register per `d` line, 0–50,000 ppm sensor range. */
export function co2SeriesFromRecord(record: Co2ProRecord): Co2Series {
  return {
    startMs: epochMs(wallClockMs(record.start)),
    timeBase: 'absolute',
    intervalS: seconds(record.intervalSeconds),
    offsetsS: record.offsets,
    co2: record.co2,
    temperature: record.temperature,
    humidity: record.humidity,
    rangePpm: CO2PRO_RANGE_PPM,
  };
}
