import type { NoiseSeries } from '@ohp/exposure';
import type { NoiseChartData } from '@ohp/reports';
import { type BandChartData, bandChartData, histogramBins } from '@ohp/reports/noise/chart-data';

// The histogram and the band spectrum of the viewer, as the noise-charts worker computes them: the
// very functions the PDF report uses (@ohp/reports/noise/chart-data), run on the series the viewer
// shows (pauses and clippings excluded), so that screen and report never disagree. Both read every
// sample of the record (a day of third octaves is 2.7 million levels): off the main thread.

export interface NoiseChartsRequest {
  /** The viewer's series, only what the two charts read (`forNoiseCharts`). */
  series: NoiseSeries;
  /** The period of the spectrum; the whole record when absent. */
  range?: { startMs: number; endMs: number } | undefined;
}

export interface NoiseCharts {
  histogram: NoiseChartData['histogram'];
  /** Undefined when the record has no band levels. */
  bands: BandChartData | undefined;
}

/**
 * The series with only what the histogram and the spectrum read: the levels, the excluded periods
 * and the band levels the spectrum uses (octaves, else third octaves). The peaks, LAFmax and the
 * other band set stay here: less to copy to the worker.
 */
export function forNoiseCharts(series: NoiseSeries): NoiseSeries {
  const { peak: _peak, lafmax: _lafmax, octaves, thirds, ...rest } = series;
  if (octaves) return { ...rest, octaves };
  if (thirds) return { ...rest, thirds };
  return rest;
}

export function noiseCharts({ series, range }: NoiseChartsRequest): NoiseCharts {
  return { histogram: histogramBins(series), bands: bandChartData(series, range) };
}

/** What the histogram chart draws (it reads the classes only). */
export function histogramChartData(series: NoiseSeries, histogram: NoiseCharts['histogram']): NoiseChartData {
  return { startMs: series.startMs, intervalSeconds: series.intervalS, levels: [], histogram };
}
