import { Checkbox, Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { formatDateTime } from '@ohp/i18n';
import {
  type Co2ChartData,
  type Co2ChartLabels,
  type Co2ChartLook,
  type Co2ChartMarks,
  type Co2ViewerOptions,
  co2ChartLabels,
  co2DarkLook,
  co2PrintLook,
  co2ViewerClimateOption,
  co2ViewerLevelOption,
  type Co2Window,
} from '@ohp/reports';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import viewerClasses from '../../../components/viewer/viewer.module.css';
import { formatNumber } from '../../../lib/format-number';
import { readCo2ChartMarks, writeCo2ChartMarks } from '../lib/chart-settings';
import type { Co2ViewerData } from '../lib/viewer-data';
import { EChart, type EChartOption, type EChartsInstance } from '../../../components/charts/echart';
import { useLater } from '../../../components/charts/use-later';
import { reportZoom } from '../../../components/charts/report-zoom';
import { co2ChartModules } from './chart-modules';

/** The CO2 level and the climate charts, zoomed together; which standards' lines show is saved locally. */
export function Co2Charts({ data, season }: { data: Co2ViewerData; season: 'summer' | 'winter' }) {
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('dark');
  const look = scheme === 'dark' ? co2DarkLook : co2PrintLook;
  const [marks, setMarks] = useState<Co2ChartMarks>(readCo2ChartMarks);
  const [window, setWindow] = useState<Co2Window | undefined>(undefined);
  const language = i18n.language;
  const labels = useMemo(
    () => co2ChartLabels((key) => t(`co2:report.${key}`), language as 'en'),
    [t, language],
  );
  const charts = data.charts;
  const formatTime = useMemo(
    () =>
      charts.timeBase === 'absolute'
        ? (x: number) => formatDateTime(new Date(x))
        : (x: number) => `+${formatNumber(language, x, 0)} min`,
    [charts.timeBase, language],
  );
  // Each option a pass over the whole record: built in a task after the chart's mount (useLater),
  // not in the render that mounts the viewer.
  const level = useLater(
    () => co2ViewerLevelOption(charts, marks, labels, look, { formatTime, ...(window ? { window } : {}) }),
    [charts, marks, labels, look, formatTime, window],
  );
  const onReady = useCallback((instance: EChartsInstance) => reportZoom(instance, setWindow), []);
  const toggle = (key: 'nr15' | 'acgih', value: boolean) => {
    const next = { ...marks, [key]: value };
    setMarks(next);
    writeCo2ChartMarks(next);
  };
  return (
    <Paper p="lg" radius="lg" className={viewerClasses.card}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('co2:report.charts.levelCaption')}
          </Title>
          <Group gap="md" role="group" aria-label={t('co2:viewer.settings.lines')}>
            <Checkbox
              label={t('co2:report.norms.nr15')}
              checked={marks.nr15}
              onChange={(e) => toggle('nr15', e.currentTarget.checked)}
              data-testid="co2-line-nr15"
            />
            <Checkbox
              label={t('co2:report.norms.acgih')}
              checked={marks.acgih}
              onChange={(e) => toggle('acgih', e.currentTarget.checked)}
              data-testid="co2-line-acgih"
            />
          </Group>
        </Group>
        <EChart
          modules={co2ChartModules}
          option={level as EChartOption | null}
          height={340}
          testId="co2-level-chart"
          ariaLabel={t('co2:report.charts.levelCaption')}
          onReady={onReady}
        />
        {data.hasClimate ? (
          <>
            <Text fw={600} size="sm">
              {t('co2:report.charts.climateCaption')}
            </Text>
            <ClimateChart
              charts={charts}
              season={season}
              labels={labels}
              look={look}
              viewer={{ formatTime, ...(window ? { window } : {}) }}
              onReady={onReady}
              ariaLabel={t('co2:report.charts.climateCaption')}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The climate chart, its option built in its own task (useLater): the level and climate options
 * (each a pass over a week of registers) are two pieces of work, not one.
 */
function ClimateChart({
  charts,
  season,
  labels,
  look,
  viewer,
  onReady,
  ariaLabel,
}: {
  charts: Co2ChartData;
  season: 'summer' | 'winter';
  labels: Co2ChartLabels;
  look: Co2ChartLook;
  viewer: Co2ViewerOptions;
  onReady: (instance: EChartsInstance) => () => void;
  ariaLabel: string;
}) {
  const { formatTime, window } = viewer;
  const option = useLater(
    () => co2ViewerClimateOption(charts, season, labels, look, { formatTime, ...(window ? { window } : {}) }),
    [charts, season, labels, look, formatTime, window],
  );
  return (
    <EChart
      modules={co2ChartModules}
      option={option as EChartOption | null}
      height={240}
      testId="co2-climate-chart"
      ariaLabel={ariaLabel}
      onReady={onReady}
    />
  );
}
