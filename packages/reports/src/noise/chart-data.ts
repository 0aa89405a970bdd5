import { type BandKind, bandSpectrum, levelHistogram, type NoiseSeries, peakTimes } from '@ohp/exposure';
import type { ChartLabels } from './chart-options.ts';
import type { ClippingRow, NoiseChartData } from './report-input.ts';

// What the noise charts draw, taken from a series (clippings applied): one builder for the PDF
// report (from-exposure.ts) and the viewer's screen charts, so the two can never disagree.
// Full resolution: the option builders decimate for display only. No ECharts or pdfmake here
// (the web app imports this file by its subpath).

/** Peak marks drawn at most (the count in the tables is never capped). */
export const MAX_PEAK_MARKS = 500;

/** Band centre as labelled on the charts: 500, 1k, 31.5, 12.5k. */
export function bandLabel(hz: number): string {
  return hz >= 1000 ? `${hz / 1000}k` : String(hz);
}

/** The chart labels in the report language; `t` translates keys of the reports namespace. */
export function chartLabels(t: (key: string) => string): ChartLabels {
  const k = (key: keyof ChartLabels) => t(`noise.charts.${key}`);
  return {
    level: k('level'),
    time: k('time'),
    elapsed: k('elapsed'),
    minutes: k('minutes'),
    band: k('band'),
    threshold: k('threshold'),
    criterion: k('criterion'),
    clipped: k('clipped'),
    paused: k('paused'),
    peaks: k('peaks'),
  };
}

export interface BandChartData {
  kind: BandKind;
  labels: string[];
  /** Energy average per band, dB; a band without data is drawn as 0. */
  levels: number[];
}

/** Spectrum of the octave bands, else the third-octave bands, over the record or a period of it. */
export function bandChartData(
  series: NoiseSeries,
  range?: { startMs: number; endMs: number },
): BandChartData | undefined {
  for (const kind of ['octave', 'third'] as const) {
    const spectrum = bandSpectrum(series, kind, range as Parameters<typeof bandSpectrum>[2]);
    if (!spectrum) continue;
    return {
      kind,
      labels: spectrum.centresHz.map(bandLabel),
      levels: Array.from(spectrum.levels, (v) => (Number.isNaN(v) ? 0 : v)),
    };
  }
  return undefined;
}

/** Minutes per 1 dB class, from the first to the last class the record reached. */
export function histogramBins(series: NoiseSeries): NoiseChartData['histogram'] {
  const seconds = levelHistogram(series).seconds;
  let first = seconds.findIndex((s) => s > 0);
  let last = seconds.findLastIndex((s) => s > 0);
  if (first < 0) first = last = 0;
  const bins: NoiseChartData['histogram'] = [];
  for (let i = first; i <= last; i++) bins.push({ levelDb: i, minutes: (seconds[i] as number) / 60 });
  return bins;
}

/**
 * Start times of the intervals counted in `peaksAbove115` (clipped and paused ones are not), at
 * most MAX_PEAK_MARKS of them spread over the record: a peak is marked when it comes at least
 * 1/MAX_PEAK_MARKS of the record's span after the last one marked (at a chart's width, the marks
 * that fall in one pixel column are one). The first 500 alone left a week with many peaks marked on
 * its first days only.
 */
export function peakMarks(series: NoiseSeries): number[] {
  const times = peakTimes(series);
  if (times.length <= MAX_PEAK_MARKS) return times;
  const gapMs = (series.laeq.length * series.intervalS * 1000) / MAX_PEAK_MARKS;
  const marks: number[] = [];
  let next = Number.NEGATIVE_INFINITY;
  for (const t of times) {
    if (t < next) continue;
    marks.push(t);
    if (marks.length === MAX_PEAK_MARKS) break;
    next = t + gapMs;
  }
  return marks;
}

/**
 * The data of the three charts. The viewer asks for parts: the sound level chart first (levels and
 * peaks only), the histogram and the bands once it has drawn.
 */
export function noiseChartData(
  series: NoiseSeries,
  parts: { histogram?: boolean; bands?: boolean } = { histogram: true, bands: true },
): NoiseChartData {
  const bands = parts.bands ? bandChartData(series) : undefined;
  return {
    startMs: series.startMs,
    ...(series.timeBase === 'relative' ? { relative: true } : {}),
    intervalSeconds: series.intervalS,
    levels: series.laeq,
    peaksMs: peakMarks(series),
    histogram: parts.histogram ? histogramBins(series) : [],
    ...(bands ? { bands: { labels: bands.labels, levels: bands.levels } } : {}),
  };
}

/** Excluded periods (device pauses and clippings) as the chart shades them and the report lists them. */
export function clippingRows(series: NoiseSeries): ClippingRow[] {
  return series.excluded.map((p) => ({
    start: new Date(p.startMs),
    end: new Date(p.endMs),
    type: p.kind,
    ...(p.observation ? { observation: p.observation } : {}),
  }));
}
