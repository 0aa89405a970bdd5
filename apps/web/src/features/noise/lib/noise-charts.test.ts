import { formatDoseMaxV2, generateNoiseShift, loadNoiseFile } from '@ohp/devices';
import { epochMs, type NoiseSeries } from '@ohp/exposure';
import { bandChartData, histogramBins } from '@ohp/reports/noise/chart-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forNoiseCharts, histogramChartData, noiseCharts } from './noise-charts';
import { noiseChartsTask } from './noise-charts-task';

// The viewer's histogram and spectrum now come from the noise-charts worker, computed on the series
// cut to what they read: they must be what the report's functions give on the whole series.

function recordSeries(
  bands: 'octave' | 'third' | 'none',
  pause?: { start: number; end: number },
): NoiseSeries {
  const text = formatDoseMaxV2(
    generateNoiseShift({
      seed: 3,
      serialNumber: '2409000310AA',
      format: 'v2',
      start: '2026-05-04T07:00:00',
      durationSeconds: 2 * 60 * 60,
      intervalSeconds: 1,
      bands,
      ...(pause ? { pause } : {}),
    }),
  );
  const loaded = loadNoiseFile(text);
  if (!loaded.ok) throw new Error('the generated record does not read');
  return loaded.data.series;
}

const clipped = (series: NoiseSeries): NoiseSeries => ({
  ...series,
  excluded: [
    ...series.excluded,
    {
      kind: 'clip',
      startMs: epochMs(series.startMs + 600_000),
      endMs: epochMs(series.startMs + 1_800_000),
      observation: 'lunch',
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('noiseCharts', () => {
  const cases: Array<[string, NoiseSeries]> = [
    ['third octaves', recordSeries('third')],
    ['octaves', recordSeries('octave')],
    ['no bands, a pause', recordSeries('none', { start: 3000, end: 3600 })],
    ['third octaves, a clipping', clipped(recordSeries('third'))],
  ];

  it.each(cases)('%s: the same histogram and spectrum as on the whole series', (_name, series) => {
    const answer = noiseCharts({ series: forNoiseCharts(series) });
    expect(answer.histogram).toEqual(histogramBins(series));
    expect(answer.bands).toEqual(bandChartData(series));
    expect(answer.histogram.length).toBeGreaterThan(0);
  });

  it('the spectrum of a period is the one of that period', () => {
    const series = clipped(recordSeries('third'));
    const range = { startMs: series.startMs + 300_000, endMs: series.startMs + 2_400_000 };
    const answer = noiseCharts({ series: forNoiseCharts(series), range });
    expect(answer.bands).toEqual(bandChartData(series, range));
    expect(answer.bands).not.toEqual(bandChartData(series));
  });

  it('sends only what the two charts read: no peaks, no LAFmax, one band set', () => {
    const series = recordSeries('third');
    expect(series.peak).toBeDefined();
    const sent = forNoiseCharts(series);
    expect(sent.peak).toBeUndefined();
    expect(sent.lafmax).toBeUndefined();
    expect(sent.thirds).toBe(series.thirds);
    expect(sent.laeq).toBe(series.laeq);
    expect(sent.excluded).toBe(series.excluded);
    const thirds = series.thirds as NonNullable<NoiseSeries['thirds']>;
    const both = forNoiseCharts({ ...series, octaves: { ...thirds, kind: 'octave' } });
    expect(both.thirds).toBeUndefined();
    expect(both.octaves).toBeDefined();
  });

  it('runs here, with the same answer, where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const series = recordSeries('octave');
    expect(await noiseChartsTask.run({ series: forNoiseCharts(series) })).toEqual({
      histogram: histogramBins(series),
      bands: bandChartData(series),
    });
  });

  it('the histogram chart reads the classes it is given', () => {
    const series = recordSeries('none');
    const histogram = histogramBins(series);
    expect(histogramChartData(series, histogram).histogram).toBe(histogram);
  });
});
