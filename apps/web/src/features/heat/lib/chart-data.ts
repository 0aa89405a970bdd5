import {
  celsius,
  celsiusToFahrenheit,
  fahrenheit,
  fahrenheitToCelsius,
  type HeatSeries,
  ibutgSeries,
} from '@ohp/exposure';
import type { HeatChartData } from '@ohp/reports';
import type { HeatResults } from './heat-results';
import type { HeatReportOptions } from './report-state';

// What the temperature viewer draws, from the reading, the options and the results: the four lines
// (IBUTG per sample from the results in normal mode, NHO-06 eq. 5.1/5.2 by the maths otherwise),
// the critical window of normal mode, the components' periods of component mode, and the limit and
// action level when the results have them.

export function heatChartData(
  series: HeatSeries,
  options: HeatReportOptions,
  results: HeatResults,
): HeatChartData {
  const normal = options.mode !== 'component';
  const assessed = results.ok ? results : undefined;
  const window = normal ? assessed?.series?.window : undefined;
  const step = series.intervalS * 1000;
  return {
    startMs: series.startMs,
    intervalS: series.intervalS,
    relative: series.timeBase === 'relative',
    tg: series.tg,
    tbn: series.tbn,
    tbs: series.tbs,
    ibutg: assessed?.series?.ibutg ?? ibutgSeries(series, normal && options.solarLoad),
    windowStartMs: window ? series.startMs + window.start * step : series.startMs,
    windowEndMs: window ? series.startMs + window.end * step : series.startMs,
    limit: assessed?.assessment.limit ?? null,
    actionLevel: assessed?.assessment.actionLevel ?? null,
    components: normal
      ? []
      : options.components.flatMap((c) =>
          c.data.period
            ? [{ name: c.description, startMs: c.data.period.startMs, endMs: c.data.period.endMs }]
            : [],
        ),
  };
}

/** °C → the user's unit for display. */
export function toDisplay(unit: 'C' | 'F'): (c: number) => number {
  return unit === 'F' ? (c) => celsiusToFahrenheit(celsius(c)) : (c) => c;
}

/** A temperature entered in the user's unit → °C. */
export function fromDisplay(unit: 'C' | 'F'): (v: number) => number {
  return unit === 'F' ? (f) => fahrenheitToCelsius(fahrenheit(f)) : (c) => c;
}
