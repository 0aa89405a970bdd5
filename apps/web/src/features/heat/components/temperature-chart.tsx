import { Checkbox, Group, Paper, Title, useComputedColorScheme } from '@mantine/core';
import type { HeatChartData } from '@ohp/reports';
import { type HeatChartLook, heatPrintLook, temperaturesOption } from '@ohp/reports/heat/chart-options';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeatChartSettings } from '../hooks/use-chart-settings';
import { toDisplay } from '../lib/chart-data';
import { formatDecimal } from '../lib/format';
import { visibleOf } from '../lib/chart-settings';
import { EChart, type EChartsInstance } from '../../../components/charts/echart';
import { useLater } from '../../../components/charts/use-later';
import { reportZoom } from '../../../components/charts/report-zoom';
import { heatChartModules } from './chart-modules';
import classes from './heat.module.css';

// The temperature viewer: tg, tbn, tbs and IBUTG over time with the limit lines, the critical hour
// and the components, drawn by the same option builder as the PDF's chart; zoom with the slider.
// Only the visible window is decimated (min/max per bucket): a 7-day record at 1 s draws 2,000
// points, and zooming in shows every sample of the window.

const lineKeys = ['tg', 'tbn', 'tbs', 'ibutg'] as const;

const heatDarkLook: HeatChartLook = {
  ...heatPrintLook,
  text: '#d5dce6',
  grid: '#3d4a5e',
  tbn: '#63a4e8',
  tbs: '#a0aec0',
  ibutg: '#e3e8ef',
  labelBackground: 'rgba(21, 29, 41, 0.85)',
};

export function TemperatureChart({ data, unit }: { data: HeatChartData; unit: 'C' | 'F' }) {
  const { t, i18n } = useTranslation();
  const [line, setLine] = useHeatChartSettings('line');
  const [limit, setLimit] = useHeatChartSettings('limit');
  const dark = useComputedColorScheme('dark') === 'dark';
  // The zoomed window in the record's clock (ms), for this record; the whole record until a zoom.
  // The chart keeps its zoom when only the results or settings change (a new `data`, same record).
  const record = `${data.startMs}:${data.intervalS}:${data.tg.length}:${data.relative}`;
  const [zoomed, setZoomed] = useState<{ record: string; window: [number, number] }>();
  const current = useRef({ record, startMs: data.startMs, relative: data.relative });
  current.current = { record, startMs: data.startMs, relative: data.relative };
  const onReady = useCallback(
    (instance: EChartsInstance) =>
      reportZoom(instance, ([a, b]) => {
        const { record: shown, startMs, relative } = current.current;
        // A relative record's x is minutes from its start.
        const ms = (v: number) => (relative ? startMs + v * 60_000 : v);
        setZoomed({ record: shown, window: [ms(a), ms(b)] });
      }),
    [],
  );
  const endMs = data.startMs + Math.max(0, data.tg.length - 1) * data.intervalS * 1000;
  const window = useMemo<[number, number]>(
    () => (zoomed?.record === record ? zoomed.window : [data.startMs, endMs]),
    [zoomed, record, data.startMs, endMs],
  );
  // Built in a task after the chart's mount (useLater): decimating four lines of a whole record and
  // the value axis's span read every sample, and the page's commit is long enough without them.
  const option = useLater(() => {
    // The PDF's colours on white; on the dark theme, light text, grid and IBUTG line (they were
    // nearly invisible: navy on navy).
    const look: HeatChartLook = dark ? heatDarkLook : heatPrintLook;
    const base = temperaturesOption(
      data,
      {
        temperature: t('heat:viewer.chart.temperature'),
        time: t('heat:viewer.chart.time'),
        minutes: t('heat:viewer.chart.minutes'),
        limit: t('heat:viewer.chart.limit'),
        actionLevel: t('heat:viewer.chart.actionLevel'),
        window: t('heat:viewer.chart.window'),
        unit: `°${unit}`,
        format: (v) => formatDecimal(v, i18n.language),
      },
      toDisplay(unit),
      look,
      2000,
      visibleOf({ line, limit }),
      window,
    );
    return {
      ...base,
      // A data viewer: drawn at once, and zoom and settings redraw without a second of animation
      // (with it the first frame was only "finished" ≈ 1 s later, bench/heat/viewer.ts).
      animation: false,
      tooltip: { trigger: 'axis' },
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 4 }],
      // The axis name along the axis, not above it: above, it ran under the legend at 390 px.
      yAxis: { ...(base.yAxis as object), nameLocation: 'middle', nameRotate: 90, nameGap: 34 },
      grid: { left: 56, right: 20, top: 36, bottom: 64 },
    };
  }, [data, unit, line, limit, t, i18n.language, dark, window]);
  return (
    <Paper p="md" radius="lg" className={classes.card}>
      <Title order={2} size="h4" mb="sm">
        {t('heat:viewer.chart.title')}
      </Title>
      <EChart
        modules={heatChartModules}
        update="keep-zoom"
        option={option}
        height={340}
        testId="heat-chart"
        ariaLabel={t('heat:viewer.chart.aria')}
        onReady={onReady}
      />
      <Group gap="md" mt="sm" wrap="wrap">
        {lineKeys.map((key) => (
          <Checkbox
            key={key}
            label={t(`heat:viewer.chart.show.${key}`)}
            checked={line[key]}
            onChange={(e) => setLine({ [key]: e.currentTarget.checked })}
          />
        ))}
        <Checkbox
          label={t('heat:viewer.chart.show.limit')}
          checked={limit.limit}
          onChange={(e) => setLimit({ limit: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('heat:viewer.chart.show.window')}
          checked={limit.window}
          onChange={(e) => setLimit({ window: e.currentTarget.checked })}
        />
      </Group>
    </Paper>
  );
}
