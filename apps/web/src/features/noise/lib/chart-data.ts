import { type BandKind, bandSpectrum, levelHistogram, type NoiseSeries, peakTimes } from '@ohp/exposure';
import type { ChartLabels, ChartLook, ClippingRow, NoiseChartData } from '@ohp/reports';

// The data the shared chart option builders of @ohp/reports draw, taken from the series the viewer
// computes with (clippings applied). Full resolution: the builders decimate for display only.

/** Peak marks drawn on the chart at most (the count in the table is never capped). */
const MAX_PEAK_MARKS = 500;

export interface BandsData {
  kind: BandKind;
  labels: string[];
  levels: number[];
}

export function bandLabel(hz: number): string {
  return hz >= 1000 ? `${hz / 1000}k` : String(hz);
}

export function bandsOf(
  series: NoiseSeries,
  range?: { startMs: number; endMs: number },
): BandsData | undefined {
  for (const kind of ['octave', 'third'] as const) {
    const spectrum = bandSpectrum(series, kind, range as Parameters<typeof bandSpectrum>[2]);
    if (!spectrum) continue;
    const labels: string[] = [];
    const levels: number[] = [];
    spectrum.centresHz.forEach((hz, i) => {
      const v = spectrum.levels[i] as number;
      labels.push(bandLabel(hz));
      levels.push(Number.isNaN(v) ? 0 : v);
    });
    return { kind, labels, levels };
  }
  return undefined;
}

/** What the sound level chart needs: the levels and the peak marks (no histogram). */
export function levelOnlyData(series: NoiseSeries): NoiseChartData {
  return {
    startMs: series.startMs,
    intervalSeconds: series.intervalS,
    levels: series.laeq,
    peaksMs: peakTimes(series).slice(0, MAX_PEAK_MARKS),
    histogram: [],
  };
}

export function levelChartData(series: NoiseSeries): NoiseChartData {
  const seconds = levelHistogram(series).seconds;
  let first = seconds.findIndex((s) => s > 0);
  let last = seconds.findLastIndex((s) => s > 0);
  if (first < 0) first = last = 0;
  const histogram: NoiseChartData['histogram'] = [];
  for (let i = first; i <= last; i++) histogram.push({ levelDb: i, minutes: (seconds[i] as number) / 60 });
  return {
    startMs: series.startMs,
    intervalSeconds: series.intervalS,
    levels: series.laeq,
    peaksMs: peakTimes(series).slice(0, MAX_PEAK_MARKS),
    histogram,
  };
}

export function clippingRows(series: NoiseSeries): ClippingRow[] {
  return series.excluded.map((p) => ({
    start: new Date(p.startMs),
    end: new Date(p.endMs),
    type: p.kind,
    ...(p.observation ? { observation: p.observation } : {}),
  }));
}

export const darkLook: ChartLook = {
  text: '#c1c8d1',
  grid: '#2f3742',
  line: '#4dabf7',
  accent: '#fab005',
  danger: '#ff6b6b',
  shade: 'rgba(255, 107, 107, 0.2)',
  pauseShade: 'rgba(173, 181, 189, 0.2)',
};

export function chartLabels(t: (key: string) => string): ChartLabels {
  const k = (key: keyof ChartLabels) => t(`reports:noise.charts.${key}`);
  return {
    level: k('level'),
    time: k('time'),
    minutes: k('minutes'),
    band: k('band'),
    threshold: k('threshold'),
    criterion: k('criterion'),
    clipped: k('clipped'),
    paused: k('paused'),
    peaks: k('peaks'),
  };
}
