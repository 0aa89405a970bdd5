import type { HeatSeries } from '@ohp/exposure';
import type { ViewerPeriod } from '../../../components/viewer';
import { heatDurationMin } from './heat-summary-cards';

/** The record's period for the viewer header: clock times, or minutes from the file's start. */
export function heatPeriod(series: HeatSeries): ViewerPeriod {
  const minutes = heatDurationMin(series);
  return series.timeBase === 'absolute'
    ? { kind: 'absolute', startMs: series.startMs, endMs: series.startMs + minutes * 60_000 }
    : { kind: 'relative', startMin: series.startMs / 60_000, endMin: series.startMs / 60_000 + minutes };
}
