import {
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import type { DosimeterRecord } from '@ohp/devices';
import type { NoiseSeries } from '@ohp/exposure';
import { chartLabels } from '@ohp/reports/noise/chart-data';
import { printLook } from '@ohp/reports/noise/chart-options';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate, DeviceFamily, Measurement } from '@ohp/contracts';
import type { MeasurementSaving, ViewerDraft } from '../../../lib/web-domain';
import { useReportNoiseDraft } from '../hooks/use-noise-draft';
import { readNoiseDraft } from '../lib/noise-draft';
import { useSaveMeasurement } from '../hooks/use-save-measurement';
import { useChartSettings } from '../hooks/use-chart-settings';
import { useViewerStore } from '../hooks/use-viewer-store';
import { darkLook } from '../lib/chart-data';
import { type NoiseCharts, forNoiseCharts, histogramChartData } from '../lib/noise-charts';
import { noiseChartsTask } from '../lib/noise-charts-task';
import { formatNumber } from '../lib/format';
import { recordClock } from '../lib/record-clock';
import {
  SummaryCards,
  useDayLabel,
  ViewerHeader,
  ViewerPage,
  type ViewerPeriod,
} from '../../../components/viewer';
import { type NormChoice, readSavedState } from '../lib/saved-state';
import { seriesEndMs } from '../stores/viewer-store';
import { type AudioReader, AudioEvents } from './audio-events';
import { BandsChart } from './bands-chart';
import { ClippingPanel } from './clipping-panel';
import { HistogramChart } from './histogram-chart';
import { LevelChart } from './level-chart';
import { NoiseDays } from './noise-days';
import { useNoiseDays } from '../hooks/use-noise-days';
import { instrumentName } from '../../../lib/family-names';
import classes from './noise.module.css';
import { noiseSummaryCards } from './noise-summary-cards';
import { ReportPanel } from './report-panel';
import { SummaryTable } from './summary-table';
import type { ReadingText } from '../../../lib/reading-text';

/** A dosimeter family of the modules, or 'csv' for a samples CSV (no instrument). */
export type NoiseFamily = DeviceFamily | 'csv';

export interface NoiseViewerProps {
  /** The record on its time grid, as parsed (device pauses excluded). Never modified. */
  series: NoiseSeries;
  /** The device record, when the file is one: configuration, own summary, serial, audio events. */
  record?: DosimeterRecord | undefined;
  fileName: string;
  family: NoiseFamily;
  /** Shown name of the instrument, e.g. 'DoseMax V2' (defaults from the family). */
  model?: string | undefined;
  /** The raw file, needed to save the measurement to the cloud; without it Save is not offered. */
  fileText?: ReadingText | undefined;
  /** Set when the measurement is already saved: Save then updates it. */
  measurementId?: string | undefined;
  description?: string | undefined;
  /** Clippings, report form and norm restored from a saved measurement (its state, as saved). */
  initialState?: unknown;
  /** The working state kept across a reload (current reading only): wins over initialState. */
  draft?: ViewerDraft | undefined;
  /** Saving and the saved reports, given by the app layer. */
  saving: MeasurementSaving;
  /** Clipping tools (SPEC §2: the DoseMaxV2 screen takes the clipping option); on by default. */
  clipping?: boolean;
  /** Reads an audio event from the connected device; without it the audio list says why it cannot play. */
  audioReader?: AudioReader | undefined;
  audioUnavailableReason?: string | undefined;
  /** The registered instrument's calibration certificate (shown and put in the PDF); null: none. */
  certificate?: Certificate | null | undefined;
  /** Called after a successful save, with the saved measurement. */
  onSaved?: ((measurement: Measurement) => void) | undefined;
}

// The file's model ('DoseMaxV2', SPEC §3) travels on to the save and the report; without one, the
// instrument's name as people read it.
const shownModel = (family: NoiseFamily): string => (family === 'csv' ? 'CSV' : instrumentName(family));

export function NoiseViewer(props: NoiseViewerProps) {
  const { series: base, record, family } = props;
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('dark');
  const look = scheme === 'dark' ? darkLook : printLook;
  // A record over several days has dates as ticks, and its axis says so (as in the report).
  const labels = useMemo(
    () => ({
      ...chartLabels((k) => t(`reports:${k}`)),
      date: t('legal:charts.date'),
      formatNumber: (value: number, digits: number) => formatNumber(i18n.language, value, digits),
    }),
    [t, i18n.language],
  );
  const saved = useMemo(() => readSavedState(props.initialState), [props.initialState]);
  const times = useMemo(() => recordClock(base), [base]);
  // Read once: the viewer's stores take their start values on mount only.
  const [kept] = useState(() => readNoiseDraft(props.draft?.initial));
  const preset = kept?.preset ?? saved.preset;
  const [store, state] = useViewerStore(base, {
    record,
    clippings: kept?.clippings ?? saved.clippings,
    ...(preset ? { norm: preset } : {}),
    ...(kept?.useDeviceCriteria === undefined ? {} : { useDeviceCriteria: kept.useDeviceCriteria }),
  });
  const [levelSettings, setLevelSettings] = useChartSettings('soundLevel');
  const [histSettings, setHistSettings] = useChartSettings('histogram');
  const [bandSettings, setBandSettings] = useChartSettings('octaves');
  const [selecting, setSelecting] = useState(false);
  const [selection, setSelection] = useState<{ startMs: number; endMs: number } | null>(null);
  const [bandScope, setBandScope] = useState<'overall' | 'selection'>('overall');
  const model = props.model ?? shownModel(family);

  const results = state.results;
  // A record longer than a day is judged day by day: the cards are the first norm's worst day, as
  // the report and `ohp analyze noise` give it (a 2-day record's dose "projected" to a 48-h
  // workday is no day's figure); the results table below stays the whole record's.
  const days = useNoiseDays(state.series, {
    record,
    norm: state.norm,
    useDeviceCriteria: state.useDeviceCriteria,
    workdayMin: state.workdayMin,
  });
  const worstDay = days?.[0];
  const long = days === undefined || worstDay !== undefined;
  const first = long ? worstDay?.worstResult : (results.nr15 ?? results.nho01);
  const dayLabel = useDayLabel();
  // The histogram and the bands are computed in the noise-charts worker once the sound level chart
  // has drawn its first frame, so they never delay it nor block the main thread; the report form
  // (the largest form of the page) is mounted a frame later, in a task of its own.
  const [levelDrawn, setLevelDrawn] = useState(false);
  const lateSeries = useAfterPaint(levelDrawn ? state.series : null);
  const bandRange = bandScope === 'selection' && selection ? selection : undefined;
  const lateCharts = useNoiseCharts(lateSeries, bandRange);
  const chartData = useMemo(
    () => (lateSeries && lateCharts ? histogramChartData(lateSeries, lateCharts.histogram) : null),
    [lateSeries, lateCharts],
  );
  const bands = lateCharts?.bands;
  const reportShown = useAfterPaint(lateSeries ? true : null) ?? false;
  const hasBands = Boolean(base.octaves ?? base.thirds);
  const save = useSaveMeasurement({
    ...props,
    model,
    store,
    initialReportForm: saved.reportForm,
    initialFormValues: kept?.form,
  });
  useReportNoiseDraft(props.draft, state, save.values);
  const clippingOn = props.clipping ?? true;

  const onSelect = (startMs: number, endMs: number) => {
    setSelection({ startMs, endMs });
  };

  return (
    <ViewerPage testId="noise-viewer" family={family}>
      <ViewerHeader
        domain="noise"
        title={props.description || props.fileName}
        family={family === 'csv' ? null : family}
        model={model}
        serial={record?.serialNumber}
        fileName={props.fileName}
        period={viewerPeriod(base)}
        note={t('viewers:header.interval', { interval: formatNumber(i18n.language, base.intervalS, 0) })}
      />
      {worstDay ? (
        <Text size="sm" c="dimmed" data-testid="noise-cards-worst-day">
          {t('longRecords:web.cardsOfWorstDay', {
            date: dayLabel(worstDay.days[worstDay.worst] ?? { day: worstDay.worst + 1, date: null }),
            days: worstDay.days.length,
          })}
        </Text>
      ) : null}
      <SummaryCards cards={noiseSummaryCards(t, i18n.language, first)} />

      <Paper p="lg" radius="lg" className={classes.card}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} size="h4">
            {t('noise:viewer.summary.title')}
          </Title>
          <Group gap="md" wrap="wrap">
            <SegmentedControl
              aria-label={t('noise:viewer.norm.label')}
              data-testid="norm-selector"
              value={state.norm}
              onChange={(v) => store.setNorm(v as NormChoice)}
              data={[
                { value: 'nr15', label: 'NR-15' },
                { value: 'nho01', label: 'NHO-01' },
                { value: 'both', label: t('noise:viewer.norm.both') },
              ]}
            />
            {record ? (
              <Switch
                label={t('noise:viewer.norm.useDevice')}
                checked={state.useDeviceCriteria}
                onChange={(e) => store.setUseDeviceCriteria(e.currentTarget.checked)}
              />
            ) : null}
          </Group>
        </Group>
        {worstDay ? (
          <Text size="sm" c="dimmed" mb="sm" data-testid="noise-table-whole-record">
            {t('longRecords:web.wholeRecordTable', { days: worstDay.days.length })}
          </Text>
        ) : null}
        {state.computing ? (
          <ChartPlaceholder />
        ) : (
          <SummaryTable
            results={results}
            baseline={state.baseline}
            userClippings={state.clippings.length}
            fromDevice={state.fromDevice}
            record={record}
            intervalS={base.intervalS}
          />
        )}
      </Paper>
      {days?.length ? <NoiseDays days={days} /> : null}

      <Paper p="lg" radius="lg" className={classes.card}>
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('reports:noise.charts.levelOverTime')}
          </Title>
          <Group gap="md" wrap="wrap">
            <Checkbox
              label={t('noise:viewer.chart.showLimits')}
              checked={levelSettings.showLimits}
              onChange={(e) => setLevelSettings({ showLimits: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('noise:viewer.chart.showPeaks')}
              checked={levelSettings.showPeaks}
              onChange={(e) => setLevelSettings({ showPeaks: e.currentTarget.checked })}
            />
            <Select
              aria-label={t('noise:viewer.chart.points')}
              w={150}
              size="xs"
              value={String(levelSettings.maxPoints)}
              onChange={(v) =>
                setLevelSettings({ maxPoints: v === '1000' ? 1000 : v === '4000' ? 4000 : 2000 })
              }
              data={['1000', '2000', '4000'].map((v) => ({
                value: v,
                label: t('noise:viewer.chart.pointsValue', { points: v }),
              }))}
              allowDeselect={false}
            />
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mb="xs">
          {t('noise:viewer.chart.zoomHint')}
        </Text>
        <LevelChart
          series={state.series}
          thresholdDb={first?.criteria.threshold ?? 80}
          criterionDb={first?.criteria.criterionLevel ?? 85}
          labels={labels}
          look={look}
          settings={levelSettings}
          selecting={selecting}
          onSelect={onSelect}
          onFirstDraw={() => setLevelDrawn(true)}
          ariaLabel={t('reports:noise.charts.levelOverTime')}
        />
        {clippingOn ? (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              {t('noise:viewer.clipping.title')}
            </Title>
            <ClippingPanel
              store={store}
              state={state}
              base={base}
              selection={selection}
              selecting={selecting}
              onSelectingChange={setSelecting}
            />
          </>
        ) : null}
      </Paper>

      <SimpleGrid cols={{ base: 1, lg: hasBands ? 2 : 1 }} spacing="lg">
        <Paper p="lg" radius="lg" className={classes.card}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {t('reports:noise.charts.histogram')}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t('noise:viewer.chart.histogramUnit')}
              value={histSettings.unit}
              onChange={(v) => setHistSettings({ unit: v === 'percent' ? 'percent' : 'minutes' })}
              data={[
                { value: 'minutes', label: 'min' },
                { value: 'percent', label: '%' },
              ]}
            />
          </Group>
          {chartData ? (
            <HistogramChart
              data={chartData}
              labels={labels}
              look={look}
              settings={histSettings}
              ariaLabel={t('reports:noise.charts.histogram')}
            />
          ) : (
            <ChartPlaceholder />
          )}
        </Paper>
        {hasBands ? (
          <Paper p="lg" radius="lg" className={classes.card}>
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Title order={2} size="h4">
                {t(base.octaves ? 'noise:viewer.bands.octave' : 'noise:viewer.bands.third')}
              </Title>
              <Group gap="sm">
                <SegmentedControl
                  size="xs"
                  aria-label={t('noise:viewer.bands.scope')}
                  value={bandScope}
                  onChange={(v) => setBandScope(v === 'selection' ? 'selection' : 'overall')}
                  data={[
                    { value: 'overall', label: t('noise:viewer.bands.overall') },
                    { value: 'selection', label: t('noise:viewer.bands.selection'), disabled: !selection },
                  ]}
                />
                <Checkbox
                  size="xs"
                  label={t('noise:viewer.bands.values')}
                  checked={bandSettings.showValues}
                  onChange={(e) => setBandSettings({ showValues: e.currentTarget.checked })}
                />
              </Group>
            </Group>
            {bandScope === 'selection' && selection ? (
              <Text size="xs" c="dimmed" mb="xs">
                {t('noise:viewer.bands.period', {
                  start: times.dateTime(selection.startMs),
                  end: times.dateTime(selection.endMs),
                })}
              </Text>
            ) : null}
            {bands ? (
              <BandsChart
                bands={bands}
                labels={labels}
                look={look}
                settings={bandSettings}
                ariaLabel={t('reports:noise.charts.bands')}
              />
            ) : (
              <ChartPlaceholder />
            )}
          </Paper>
        ) : null}
      </SimpleGrid>

      {record && record.audio.length > 0 ? (
        <Paper p="lg" radius="lg" className={classes.card}>
          <Title order={2} size="h4" mb="sm">
            {t('noise:viewer.audio.title', { count: record.audio.length })}
          </Title>
          <AudioEvents
            events={record.audio}
            recordStartMs={base.startMs}
            reader={props.audioReader}
            unavailableReason={props.audioUnavailableReason}
          />
        </Paper>
      ) : null}

      {/* Below the fold and the largest form of the page: mounted a frame after the late charts'
          series, in a task of its own, so its rendering never delays the first
          chart (bench/web/noise-viewer.ts). Its values live in `save` from the start, so nothing
          typed or restored waits for it. */}
      {reportShown ? (
        <ReportPanel
          save={save}
          canSave={props.fileText !== undefined}
          certificate={props.certificate}
          // A record timed from its start has no date: its certificate is judged today.
          measuredOn={base.timeBase === 'absolute' ? new Date(base.startMs) : new Date()}
        />
      ) : (
        <ChartPlaceholder />
      )}
    </ViewerPage>
  );
}

/** The value once the browser has painted the current frame (null before, and while value is null). */
function useAfterPaint<T>(value: T | null): T | null {
  const [late, setLate] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      // A transition: React renders what the value brings in slices, yielding between them.
      timer = setTimeout(() => startTransition(() => setLate(() => value)), 0);
    };
    const hasFrames = typeof requestAnimationFrame === 'function';
    const frame = hasFrames ? requestAnimationFrame(later) : 0;
    if (!hasFrames) later();
    return () => {
      if (hasFrames) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return late;
}

/**
 * The histogram and the spectrum of `series` (null until there is one), computed in the worker;
 * recomputed when the series (clippings) or the spectrum's period changes. The previous answer stays
 * shown until the next arrives.
 */
function useNoiseCharts(
  series: NoiseSeries | null,
  range: { startMs: number; endMs: number } | undefined,
): NoiseCharts | null {
  const [charts, setCharts] = useState<NoiseCharts | null>(null);
  useEffect(() => {
    if (!series) return;
    let current = true;
    void noiseChartsTask.run({ series: forNoiseCharts(series), range }).then((answer) => {
      if (current) startTransition(() => setCharts(answer));
    });
    return () => {
      current = false;
    };
  }, [series, range]);
  return charts;
}

function ChartPlaceholder() {
  return (
    <Center h={260}>
      <Loader size="sm" />
    </Center>
  );
}

/** The record's period for the header: dates and clock, or minutes from the file's start. */
function viewerPeriod(series: NoiseSeries): ViewerPeriod {
  const endMs = seriesEndMs(series);
  return series.timeBase === 'absolute'
    ? { kind: 'absolute', startMs: series.startMs, endMs }
    : { kind: 'relative', startMin: series.startMs / 60_000, endMin: endMs / 60_000 };
}
