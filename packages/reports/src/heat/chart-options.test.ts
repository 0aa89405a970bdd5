import { formatTick } from '@ohp/i18n';
import { describe, expect, it } from 'vitest';
import { showEverything, temperaturesOption } from './chart-options.ts';
import type { HeatChartData } from './report-input.ts';

const labels = {
  temperature: 'T',
  time: 't',
  limit: 'Limit',
  actionLevel: 'AL',
  window: '60 min',
  unit: '°C',
};
const minute = 60_000;
const data: HeatChartData = {
  startMs: 0,
  intervalS: 60,
  relative: true,
  tg: [40, 41, 42, 43],
  tbn: [25, 25, 26, 26],
  tbs: [30, 30, 31, 31],
  ibutg: [29.5, 29.8, 30.8, 31.1],
  windowStartMs: minute,
  windowEndMs: 3 * minute,
  limit: 28.5,
  actionLevel: 26.6,
  components: [{ name: 'Furnace', startMs: 2 * minute, endMs: 4 * minute }],
};

type Series = {
  name: string;
  data: unknown[];
  markArea: { data: unknown[][] };
  markLine: { data: { yAxis: number }[] };
};
const seriesOf = (option: ReturnType<typeof temperaturesOption>) => option.series as Series[];

describe('temperaturesOption', () => {
  it('ticks minutes from the start and temperatures in the language ("1.200" in pt-BR, not "1,200")', () => {
    const option = temperaturesOption(data, { ...labels, tick: (v) => formatTick('pt-BR', v) }) as {
      xAxis: { axisLabel: { formatter: (v: number) => string } };
      yAxis: { axisLabel: { formatter: (v: number) => string } };
    };
    expect(option.xAxis.axisLabel.formatter(1200)).toBe('1.200');
    expect((option.xAxis as unknown as { name: string }).name).toBe('t (min)');
    const titled = temperaturesOption(data, { ...labels, minutes: 'Minutos desde o início' }) as {
      xAxis: { name: string };
    };
    expect(titled.xAxis.name).toBe('Minutos desde o início');
    expect(option.yAxis.axisLabel.formatter(27.5)).toBe('27,5');
    const dated = temperaturesOption({ ...data, relative: false }, { ...labels, tick: String }) as {
      xAxis: { axisLabel: { formatter?: unknown } };
    };
    // A clock axis keeps ECharts' time ticks.
    expect(dated.xAxis.axisLabel.formatter).toBeUndefined();
  });

  it("draws every sample of a zoomed window, a day at 1 s decimated, and keeps the record's axis", () => {
    const n = 86_400;
    const tg = Float64Array.from({ length: n }, (_, i) => 30 + (i % 600) / 100);
    tg[50_000] = 60; // one peak, drawn at every zoom level
    const day: HeatChartData = {
      ...data,
      startMs: Date.UTC(2024, 1, 1),
      intervalS: 1,
      relative: false,
      tg,
      tbn: tg,
      tbs: tg,
      ibutg: tg,
      components: [],
    };
    const points = (o: ReturnType<typeof temperaturesOption>) =>
      seriesOf(o)[0]?.data as Array<[number, number]>;
    const whole = temperaturesOption(day, labels, undefined, undefined, 2000);
    expect(points(whole).length).toBeLessThanOrEqual(2000);
    expect(Math.max(...points(whole).map(([, v]) => v))).toBe(60);
    const from = day.startMs + 49_990_000;
    const zoomed = temperaturesOption(day, labels, undefined, undefined, 2000, showEverything, [
      from,
      from + 20_000,
    ]);
    // 21 samples in the window and one beyond each edge, each at its own second.
    expect(points(zoomed).map(([x]) => (x - day.startMs) / 1000)).toEqual(
      Array.from({ length: 23 }, (_, i) => 49_989 + i),
    );
    expect(points(zoomed)[11]).toEqual([day.startMs + 50_000_000, 60]);
    expect(zoomed.xAxis).toMatchObject({ min: day.startMs, max: day.startMs + (n - 1) * 1000 });
  });

  it('spans the value axis over every sample (gaps left out) and the lines shown, in the unit drawn', () => {
    const axis = (o: ReturnType<typeof temperaturesOption>) => o.yAxis as { min: number; max: number };
    const gappy: HeatChartData = { ...data, tg: [40, Number.NaN, 52, 43], limit: 12, actionLevel: null };
    expect(axis(temperaturesOption(gappy, labels))).toMatchObject({ min: 10, max: 55 });
    const hidden = { ...showEverything, limit: false };
    expect(axis(temperaturesOption(gappy, labels, undefined, undefined, 1200, hidden))).toMatchObject({
      min: 20,
      max: 55,
    });
    // °F: 12 °C = 53.6 °F, 52 °C = 125.6 °F.
    const toF = (c: number) => (c * 9) / 5 + 32;
    expect(axis(temperaturesOption(gappy, labels, toF))).toMatchObject({ min: 50, max: 130 });
  });

  it('draws tg, tbn, tbs and IBUTG with the window, the components and both lines', () => {
    const series = seriesOf(temperaturesOption(data, labels));
    expect(series.map((s) => s.name)).toEqual(['tg', 'tbn', 'tbs', 'IBUTG']);
    const ibutg = series[3] as Series;
    // Relative times are minutes: the window 1–3 min, the component 2–4 min.
    expect(ibutg.markArea.data).toEqual([
      [{ xAxis: 1, name: '60 min' }, { xAxis: 3 }],
      [{ xAxis: 2, name: 'Furnace', itemStyle: expect.any(Object) }, { xAxis: 4 }],
    ]);
    expect(ibutg.markLine.data.map((l) => l.yAxis)).toEqual([28.5, 26.6]);
  });

  it('the settings hide lines, the limit and the window; the components stay', () => {
    const visible = { ...showEverything, tg: false, tbs: false, limit: false, window: false, ibutg: false };
    const series = seriesOf(temperaturesOption(data, labels, (c) => c, undefined, 1200, visible));
    expect(series.map((s) => s.name)).toEqual(['tbn', 'IBUTG']);
    const ibutg = series[1] as Series;
    expect(ibutg.data).toEqual([]);
    expect(ibutg.markLine.data).toEqual([]);
    expect(ibutg.markArea.data).toHaveLength(1);
  });

  it('°F: the limit line in the display unit (28.5 °C = 83.3 °F)', () => {
    const toF = (c: number) => (c * 9) / 5 + 32;
    const series = seriesOf(temperaturesOption(data, { ...labels, unit: '°F' }, toF));
    expect((series[3] as Series).markLine.data[0]?.yAxis).toBe(83.3);
  });
});
