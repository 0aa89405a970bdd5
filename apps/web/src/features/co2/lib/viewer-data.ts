import type { Co2ExposureResult, Co2Series } from '@ohp/exposure';
import type { Co2Reading } from '@ohp/devices';
import { type Co2ChartData, co2ChartData } from '@ohp/reports';
import { co2Exposure, type Co2ViewerOptions } from './co2-exposure';

export type { Co2ViewerOptions } from './co2-exposure';

// What the CO2 viewer shows of a reading: the maths' result (packages/exposure, the same call as
// the CLI and the report) and the charts' data. No formula here.

export interface Co2ViewerData {
  series: Co2Series;
  result: Co2ExposureResult;
  charts: Co2ChartData;
  hasClimate: boolean;
}

/** What the viewer shows of a reading, given its figures (computed elsewhere, e.g. in the worker). */
export function co2ViewerDataOf(reading: Co2Reading, result: Co2ExposureResult): Co2ViewerData {
  return {
    series: reading.series,
    result,
    charts: co2ChartData(reading.series, result),
    hasClimate: reading.hasTemperature || reading.hasHumidity,
  };
}

export function co2ViewerData(reading: Co2Reading, o: Co2ViewerOptions): Co2ViewerData {
  return co2ViewerDataOf(reading, co2Exposure(reading.series, o));
}

export interface Co2Verdict {
  /** Which part it speaks of: the sensor, NR-15, ACGIH or the indoor-air reference. */
  scope: 'sensor' | 'nr15' | 'acgih' | 'iaq';
  /** co2:report.verdicts.<key> */
  key: string;
  tone: 'bad' | 'good' | 'warn';
}

/** The verdicts of a result, as the report writes them; a lower bound not exceeded is undetermined. */
export function co2Verdicts(result: Co2ExposureResult): Co2Verdict[] {
  const verdicts: Co2Verdict[] = [];
  if (result.saturatedSamples > 0) verdicts.push({ scope: 'sensor', key: 'saturated', tone: 'warn' });
  if (result.nr15.graveAndImminentRisk) verdicts.push({ scope: 'nr15', key: 'graveRisk', tone: 'bad' });
  if (result.nr15.exceeds) verdicts.push({ scope: 'nr15', key: 'nr15Exceeds', tone: 'bad' });
  else if (result.atLeast.mean) verdicts.push({ scope: 'nr15', key: 'undetermined', tone: 'warn' });
  else verdicts.push({ scope: 'nr15', key: 'nr15Within', tone: 'good' });
  if (result.acgih.exceedsTwa) verdicts.push({ scope: 'acgih', key: 'twaExceeds', tone: 'bad' });
  if (result.acgih.exceedsStel) verdicts.push({ scope: 'acgih', key: 'stelExceeds', tone: 'bad' });
  if (!result.acgih.exceedsTwa && !result.acgih.exceedsStel) {
    const undetermined = result.atLeast.twa8h || result.atLeast.max15min;
    verdicts.push({
      scope: 'acgih',
      key: undetermined ? 'undetermined' : 'acgihWithin',
      tone: undetermined ? 'warn' : 'good',
    });
  }
  verdicts.push(
    result.indoorAir.exceeds
      ? { scope: 'iaq', key: 'iaqAbove', tone: 'bad' }
      : { scope: 'iaq', key: 'iaqWithin', tone: 'good' },
  );
  return verdicts;
}
