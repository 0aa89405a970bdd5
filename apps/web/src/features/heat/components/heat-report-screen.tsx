import { Group, Paper, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Certificate, DeviceFamily, Measurement } from '@ohp/contracts';
import type { HeatNorm } from '@ohp/exposure';
import { formatNumber } from '@ohp/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/ui/alert-dialog/alert-store';
import { GrowingTextarea } from '../../../components/ui/growing-textarea';
import { DateInput } from '../../../components/ui/date-input';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import type { MeasurementSaving, ViewerDraft } from '../../../lib/web-domain';
import { useCreateHeatComponent } from '../api/components';
import { heatFieldLabelKey, heatFormFields, useHeatReport } from '../hooks/use-heat-report';
import { heatChartData } from '../lib/chart-data';
import { computeHeatResults } from '../lib/heat-results';
import {
  addComponent,
  changeNorm,
  chooseMode,
  type HeatMode,
  type HeatReportOptions,
  type ReportComponent,
  removeComponent,
} from '../lib/report-state';
import { readSavedHeatState } from '../lib/saved-state';
import type { HeatPdfSource } from '../report/build-heat-pdf';
import { ReportFrame, SummaryCards, ViewerHeader, ViewerPage } from '../../../components/viewer';
import { ComponentsPanel } from './components-panel';
import { heatPeriod } from './heat-period';
import { heatSummaryCards } from './heat-summary-cards';
import classes from './heat.module.css';
import { ReportOptions } from './report-options';
import { ResultsPanel } from './results-panel';
import { HeatDays } from './heat-days';
import { TemperatureChart } from './temperature-chart';
import { readHeatDraft, toHeatDraft } from '../lib/heat-draft';
import type { ReadingText } from '../../../lib/reading-text';

// The heat report screen (SPEC §2 /device/itemp/{id}, §4 Itemp flow): the mode first, then the
// options, the components (component mode), the temperature viewer and the results, which follow
// every change; the report form, PDF and Save.

export interface HeatReportScreenProps {
  reading: HeatPdfSource;
  /** The device family, undefined for a heat CSV. */
  family?: DeviceFamily | undefined;
  /** My registered instrument's calibration certificate (instrument passport), printed in the PDF. */
  certificate?: Certificate | undefined;
  fileName: string;
  fileText: ReadingText;
  measurement?: Measurement | undefined;
  saving: MeasurementSaving;
  onSaved: (m: Measurement) => void;
  /** The working state kept across a reload (current reading only): wins over the saved state. */
  draft?: ViewerDraft | undefined;
}

export function HeatReportScreen(p: HeatReportScreenProps) {
  const { t, i18n } = useTranslation();
  const series = p.reading.series;
  const narrow = useMediaQuery('(max-width: 36em)');
  const unit = useSession().user?.temperatureUnit ?? 'C';
  // Read once: the screen takes its start values on mount only.
  const [kept] = useState(() => readHeatDraft(p.draft?.initial));
  const [options, setOptions] = useState<HeatReportOptions>(
    () => kept?.options ?? readSavedHeatState(p.measurement?.state).options,
  );
  const results = useMemo(() => computeHeatResults(p.reading.series, options), [p.reading.series, options]);
  const chart = useMemo(
    () => heatChartData(p.reading.series, options, results),
    [p.reading.series, options, results],
  );
  // Once per record, results and unit: not again on every keystroke in the report form.
  const cards = useMemo(
    () => heatSummaryCards(t, i18n.language, series, results, unit),
    [t, i18n.language, series, results, unit],
  );
  const report = useHeatReport({
    reading: p.reading,
    options,
    results,
    unit,
    fileName: p.fileName,
    fileText: p.fileText,
    certificate: p.certificate,
    measurement: p.measurement,
    saving: p.saving,
    onSaved: p.onSaved,
    initialValues: kept?.form,
  });
  const onDraftChange = p.draft?.onChange;
  useEffect(() => {
    onDraftChange?.(toHeatDraft(options, report.values));
  }, [onDraftChange, options, report.values]);
  const createComponent = useCreateHeatComponent();

  const onNorm = async (norm: HeatNorm) => {
    const { confirm, next } = changeNorm(options, norm);
    if (confirm) {
      const answer = await showAlert({
        title: t('heat:screen.normChangeTitle'),
        text: t('heat:screen.normChangeText'),
        buttons: [
          { label: t('common:actions.cancel') },
          { label: t('heat:screen.normChangeConfirm'), variant: 'danger' },
        ],
      });
      if (answer !== 1) return;
    }
    setOptions(next);
  };

  const onAdd = async (component: ReportComponent, saveForReuse: boolean): Promise<string | null> => {
    const added = addComponent(options, component);
    if (!added.ok) return t(added.reason.key, added.reason.values);
    let withSaved = component;
    if (saveForReuse) {
      try {
        const saved = await createComponent.mutateAsync({
          description: component.description,
          measurementId: p.measurement?.id,
          data: component.data,
        });
        withSaved = { ...component, savedId: saved.id };
      } catch (error) {
        // The component still counts in this report; only its reuse failed.
        void showAlert({ title: t('heat:component.notSaved'), text: errorMessage(error), icon: 'warning' });
      }
    }
    setOptions((prev) => {
      const again = addComponent(prev, withSaved);
      return again.ok ? again.next : prev;
    });
    const answer = await showAlert({
      title: t('heat:component.added'),
      text: t('heat:component.seeResults'),
      icon: 'success',
      buttons: [
        { label: t('heat:component.keepAdding') },
        { label: t('heat:component.showResults'), variant: 'primary' },
      ],
    });
    if (answer === 1) document.getElementById('heat-results')?.scrollIntoView({ behavior: 'smooth' });
    return null;
  };

  const modeChooser = (
    <Paper p="lg" radius="lg" className={classes.card}>
      <Title order={2} size="h4" mb="xs">
        {t('heat:screen.mode')}
      </Title>
      <Text size="sm" mb="sm">
        {t('heat:screen.modeHint')}
      </Text>
      <SegmentedControl
        value={options.mode ?? ''}
        onChange={(v) => setOptions((o) => chooseMode(o, v as HeatMode))}
        data={[
          { value: 'normal', label: t('heat:screen.modeNormal') },
          { value: 'component', label: t('heat:screen.modeComponent') },
        ]}
        aria-label={t('heat:screen.mode')}
        // Side by side the two labels are cut on a phone ("Por componentes (vá…"): stacked there.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth
        data-testid="heat-mode"
      />
    </Paper>
  );

  return (
    <ViewerPage testId="heat-report-screen" family={p.family ?? 'csv'}>
      <ViewerHeader
        domain="heat"
        title={p.measurement?.description || p.fileName}
        family={p.family}
        model={p.reading.model}
        serial={p.reading.serialNumber}
        fileName={p.fileName}
        period={heatPeriod(series)}
        note={t('viewers:header.interval', { interval: formatNumber(i18n.language, series.intervalS, 0) })}
      />
      <SummaryCards cards={cards} />
      <TemperatureChart data={chart} unit={unit} />
      {modeChooser}
      {options.mode === null ? null : (
        <>
          <ReportOptions
            options={options}
            onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))}
            onNorm={(n) => void onNorm(n)}
          />
          {options.mode === 'component' ? (
            <ComponentsPanel
              series={p.reading.series}
              options={options}
              unit={unit}
              onAdd={onAdd}
              onRemove={(key) => setOptions((o) => removeComponent(o, key))}
            />
          ) : null}
          <HeatDays series={p.reading.series} options={options} unit={unit} />
          <ResultsPanel results={results} unit={unit} />
          <ReportFrame
            language={report.language}
            onLanguage={report.setLanguage}
            pdf={{
              onClick: () => void report.generatePdf(),
              disabled: !results.ok,
              testId: 'heat-generate-pdf',
            }}
            save={{
              description: report.description,
              onDescription: report.setDescription,
              descriptionError: report.descriptionError,
              onSave: () => void report.save(),
              saved: Boolean(report.measurementId),
              disabled: !results.ok,
              testId: 'heat-save',
              descriptionTestId: 'heat-save-description',
            }}
            footer={
              report.measurementId ? <p.saving.SavedReports measurementId={report.measurementId} /> : null
            }
          >
            <Group align="flex-end" wrap="wrap">
              {heatFormFields
                .filter((f) => f !== 'technicalConsiderations')
                .map((f) =>
                  f === 'assessmentDate' ? (
                    <DateInput
                      key={f}
                      label={t(heatFieldLabelKey(f))}
                      value={report.values[f]}
                      onChange={(value) => report.setField(f, value)}
                      style={{ flex: '1 1 14rem' }}
                      data-testid={`heat-form-${f}`}
                    />
                  ) : (
                    <TextInput
                      key={f}
                      label={t(heatFieldLabelKey(f))}
                      value={report.values[f]}
                      maxLength={f === 'evaluatorRegistration' ? 40 : 140}
                      onChange={(e) => report.setField(f, e.currentTarget.value)}
                      style={{ flex: '1 1 14rem' }}
                      data-testid={`heat-form-${f}`}
                    />
                  ),
                )}
            </Group>
            <GrowingTextarea
              mt="sm"
              label={t(heatFieldLabelKey('technicalConsiderations'))}
              minRows={2}
              maxRows={12}
              maxLength={4000}
              value={report.values.technicalConsiderations}
              onChange={(e) => report.setField('technicalConsiderations', e.currentTarget.value)}
              data-testid="heat-form-technicalConsiderations"
            />
          </ReportFrame>
        </>
      )}
    </ViewerPage>
  );
}
