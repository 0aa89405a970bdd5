import {
  Alert,
  Center,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import type { VibrationEvaluation } from '@ohp/exposure';
import { formatNumber } from '@ohp/i18n';
import { historyOption, spectrumOption } from '@ohp/reports/vibration/chart-options';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainViewerProps } from '../../../lib/web-domain';
import { type AxisLine, loadAxisChartSettings, saveAxisChartSettings } from '../lib/chart-settings';
import { forScheme } from '../lib/chart-theme';
import { SaveReading } from './save-reading';
import { VibrationDays } from './vibration-days';
import { firstEvaluation, tryViewerData, viewerAxes } from '../lib/viewer-data';
import { readVibrationDraft, toVibrationDraft, type VibrationPeriodDraft } from '../lib/vibration-draft';
import { EChart } from '../../../components/charts/echart';
import { vibrationChartModules } from './chart-modules';
import { PeriodComponent } from './period-component';
import { vibrationPeriod, vibrationSummaryCards } from './vibration-summary-cards';
import { useAfterFirstFrame } from '../hooks/use-after-first-frame';
import { useAfterChartsDrawn } from '../../../components/charts/use-after-charts-drawn';
import { useStepsDone } from '../../../hooks/use-steps-done';
import { figureSteps } from '../lib/figure-steps';
import { SummaryCards, ViewerHeader, ViewerPage, ViewerSection } from '../../../components/viewer';
import { warmUpLineCharts } from '../../../components/charts/line-chart-warm-up';

const withoutAnimation = <T extends object>(option: T): T => ({ ...option, animation: false });
const lines: readonly AxisLine[] = ['overall', 'x', 'y', 'z'];

/** The axis viewer (docs/web-vibration.md): figures per axis, the time history and the spectra. */
export function VibrationReadingViewer({ current, measurement, saving, onSaved, draft }: DomainViewerProps) {
  const { t, i18n } = useTranslation('vibration');
  const fmt = (v: number | null, digits = 3) => (v === null ? '–' : formatNumber(i18n.language, v, digits));
  const reading = current.reading;
  // The working state kept from before a reload (current reading only), read once.
  const [kept] = useState(() => readVibrationDraft(draft?.initial));
  const [chosen, setChosen] = useState<VibrationEvaluation>(
    () =>
      kept?.evaluation ?? (reading.domain === 'vibration' ? firstEvaluation(reading.vibration) : 'hand-arm'),
  );
  const [description, setDescription] = useState(
    kept?.description ?? measurement?.description ?? current.fileName,
  );
  const [period, setPeriod] = useState<VibrationPeriodDraft | undefined>(kept?.period);
  const onDraft = draft?.onChange;
  useEffect(() => {
    if (onDraft) onDraft(toVibrationDraft({ evaluation: chosen, description, period }));
  }, [onDraft, chosen, description, period]);
  const [settings, setSettings] = useState(loadAxisChartSettings);
  const dark = useComputedColorScheme('light') === 'dark';
  // A raw signal whose rate cannot carry the chosen weighting gets the translated reason and the
  // evaluation switch, not a blank page (a 1 kHz seat signal under hand-arm's Wh).
  // A long record that did not come through the file worker: its whole-record passes first, each in
  // a task of its own (../lib/figure-steps.ts).
  const steps = useMemo(
    () => (reading.domain === 'vibration' ? figureSteps(reading.vibration, chosen) : []),
    [reading, chosen],
  );
  const figuresReady = useStepsDone(steps);
  const analysed = useMemo(
    () =>
      reading.domain === 'vibration' && figuresReady ? tryViewerData(reading.vibration, chosen) : undefined,
    [reading, chosen, figuresReady],
  );
  const data = analysed?.ok ? analysed.data : undefined;
  // The days and the spectra once the time history is drawn (before it, they held its first draw),
  // in a task of their own; the period form after the next frame and the save form after the one
  // after it, each in another (together the two forms were a 70 ms task after a 7-day chart).
  const rest = useAfterChartsDrawn(data !== undefined, true);
  const periodForm = useAfterFirstFrame(rest);
  const saveForm = useAfterFirstFrame(periodForm);
  const labels = useMemo(
    () => ({
      time: t('web.viewer.time'),
      seconds: t('web.viewer.seconds'),
      acceleration: t('web.viewer.acceleration'),
      frequency: t('web.viewer.frequency'),
    }),
    [t],
  );
  const history = useMemo(() => {
    if (!data) return undefined;
    const h = data.history;
    const option = historyOption(
      { startMs: data.startMs, intervalS: data.intervalS, x: h.x, y: h.y, z: h.z },
      labels,
    ) as { series: Array<{ name: string }> } & Record<string, unknown>;
    const overall = historyOption(
      { startMs: data.startMs, intervalS: data.intervalS, x: h.overall, y: [], z: [] },
      labels,
    ) as { series: Array<{ name: string; lineStyle?: object; itemStyle?: object }> };
    const overallSeries = {
      ...overall.series[0],
      name: t('web.viewer.overall'),
      lineStyle: { width: 0.8, color: '#1b2430' },
      itemStyle: { color: '#1b2430' },
    };
    const shown = [overallSeries, ...option.series].filter((_, i) => settings.lines[lines[i] as AxisLine]);
    // A data viewer: drawn at once (ECharts' entry animation held the first "finished" ≈ 1 s).
    return forScheme({ ...option, series: shown, animation: false }, dark);
  }, [data, settings, labels, t, dark]);
  // Built once per reading and theme: a new option object on every render (typing the description)
  // made the chart host apply it and redraw the spectra again.
  const spectrumChart = useMemo(() => {
    const spectrum = data?.spectrum;
    if (!spectrum) return undefined;
    const option = spectrumOption(
      {
        resolution: spectrum.resolution,
        centres: spectrum.centres,
        x: spectrum.bands.x ?? [],
        y: spectrum.bands.y ?? [],
        z: spectrum.bands.z ?? [],
      },
      labels,
    );
    return forScheme(withoutAnimation(option), dark);
  }, [data, labels, dark]);
  const evaluationSwitch =
    reading.domain === 'vibration' && reading.vibration.kind === 'raw' ? (
      <SegmentedControl
        aria-label={t('web.columns.evaluation')}
        value={chosen}
        onChange={(v) => setChosen(v as VibrationEvaluation)}
        data={[
          { value: 'hand-arm', label: t('evaluation.hand-arm') },
          { value: 'whole-body', label: t('evaluation.whole-body') },
        ]}
      />
    ) : null;
  const header = {
    domain: 'vibration' as const,
    title: measurement?.description || current.fileName,
    family: reading.family,
    model: reading.model,
    serial: reading.domain === 'vibration' ? reading.record?.serialNumber : undefined,
    fileName: measurement?.fileName ?? current.fileName,
  };
  if (analysed && !analysed.ok)
    return (
      <ViewerPage testId="vibration-viewer" family={reading.family ?? 'csv'}>
        <ViewerHeader {...header} />
        <ViewerSection title={t('web.viewer.title')}>
          <Stack gap="md">
            {evaluationSwitch}
            <Alert color="red" role="alert" data-testid="vibration-analysis-error">
              {t(analysed.key, analysed.values)}
            </Alert>
          </Stack>
        </ViewerSection>
      </ViewerPage>
    );
  if (!data)
    return figuresReady ? null : (
      <ViewerPage testId="vibration-viewer" family={reading.family ?? 'csv'}>
        <ViewerHeader {...header} />
        <Center h={300} data-testid="vibration-figures-pending">
          <Loader size="sm" />
        </Center>
      </ViewerPage>
    );
  const spectrum = data.spectrum;
  const toggle = (line: AxisLine, on: boolean) => {
    const next = { lines: { ...settings.lines, [line]: on } };
    setSettings(next);
    saveAxisChartSettings(next);
  };
  return (
    <ViewerPage testId="vibration-viewer" family={reading.family ?? 'csv'}>
      <ViewerHeader
        {...header}
        period={vibrationPeriod(data)}
        note={t('viewers:header.interval', { interval: formatNumber(i18n.language, data.intervalS, 0) })}
      />
      <SummaryCards cards={vibrationSummaryCards(t, i18n.language, data)} />
      <ViewerSection title={t('web.viewer.title')}>
        <Stack gap="md">
          {evaluationSwitch}
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="vibration-axes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t('web.viewer.amj')}</Table.Th>
                  <Table.Th>{t('web.viewer.vdv')}</Table.Th>
                  <Table.Th>{t('web.viewer.peak')}</Table.Th>
                  <Table.Th>{t('web.viewer.crest')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {viewerAxes.map((axis) => (
                  <Table.Tr key={axis}>
                    <Table.Th scope="row">{t('web.viewer.axis', { axis: axis.toUpperCase() })}</Table.Th>
                    <Table.Td>{fmt(data.axes[axis].rms)}</Table.Td>
                    <Table.Td>{fmt(data.axes[axis].vdv, 2)}</Table.Td>
                    <Table.Td>{fmt(data.axes[axis].peak, 2)}</Table.Td>
                    <Table.Td>{fmt(data.axes[axis].crestFactor, 1)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">{t('web.viewer.overall')}</Table.Th>
                  <Table.Td>{fmt(data.overall)}</Table.Td>
                  <Table.Td colSpan={3} />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.axes.x.vdv === null && data.evaluation === 'whole-body' && (
            <Text size="sm">{t('web.viewer.noVdv')}</Text>
          )}
          {data.crestFactorWarning && (
            <Alert color="orange" role="status">
              {t('web.viewer.crestWarning')}
            </Alert>
          )}
        </Stack>
      </ViewerSection>
      {rest && reading.domain === 'vibration' ? (
        <VibrationDays data={reading.vibration} evaluation={data.evaluation} />
      ) : null}
      <ViewerSection title={t('viewers:charts')}>
        <Stack gap="md">
          <Group gap="sm">
            {lines.map((line) => (
              <Checkbox
                key={line}
                label={
                  line === 'overall'
                    ? t('web.viewer.overall')
                    : t('web.viewer.axis', { axis: line.toUpperCase() })
                }
                checked={settings.lines[line]}
                onChange={(e) => toggle(line, e.currentTarget.checked)}
              />
            ))}
          </Group>
          {history && (
            <EChart
              modules={vibrationChartModules}
              option={history}
              height={300}
              testId="vibration-history"
              ariaLabel={t('web.viewer.title')}
            />
          )}
          {!rest ? null : spectrum && spectrumChart ? (
            <EChart
              modules={vibrationChartModules}
              option={spectrumChart}
              height={280}
              testId="vibration-spectrum"
              ariaLabel={t('web.viewer.spectrum', { resolution: t(`web.viewer.${spectrum.resolution}`) })}
            />
          ) : (
            <Text size="sm">{t('web.viewer.noSpectrum')}</Text>
          )}
        </Stack>
      </ViewerSection>
      {periodForm && reading.domain === 'vibration' && reading.vibration.kind === 'intervals' && (
        <PeriodComponent
          series={reading.vibration.series}
          measurementId={measurement?.id}
          initial={kept?.period}
          onChange={setPeriod}
        />
      )}
      {saveForm && (
        <SaveReading
          current={current}
          data={data}
          description={description}
          onDescription={setDescription}
          measurement={measurement}
          saving={saving}
          onSaved={onSaved}
        />
      )}
    </ViewerPage>
  );
}

/** The charts' code run once while the record is still on its way (components/charts/warm-up.ts). */
export function warmUpVibrationViewer(): void {
  warmUpLineCharts(vibrationChartModules);
}
