import { Badge, Center, Loader, Text } from '@mantine/core';
import type { Co2proItem, Measurement } from '@ohp/contracts';
import type { Co2Reading } from '@ohp/devices';
import { formatNumber } from '@ohp/i18n';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { downloadReportPdf, useReportLanguage } from '../../../hooks/use-report-pdf';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { withLoading } from '../../../lib/loading-store';
import type { DomainViewerProps, ViewerDraft } from '../../../lib/web-domain';
import { useCreateCo2pro } from '../api/create-co2pro';
import { useUpdateCo2pro } from '../api/update-co2pro';
import { measurementOfCo2pro } from '../lib/as-measurement';
import { checkCo2Form, type Co2FormCheck, type Co2FormValues } from '../lib/report-form-values';
import { useCo2Days } from '../hooks/use-co2-days';
import { useCo2ViewerData } from '../hooks/use-co2-viewer-data';
import { co2OptionsOfForm, initialCo2FormValues } from '../lib/initial-form';
import { co2ViewerDataOffThread } from '../lib/co2-analysis';
import { type Co2ViewerServices, co2ViewerServices } from '../lib/viewer-services';
import { buildCo2Pdf, co2PdfFileName } from '../report/build-co2-pdf';
import { Co2Charts } from './co2-charts';
import { Co2Days } from './co2-days';
import { Co2ReportForm } from './co2-report-form';
import { Co2Summary } from './co2-summary';
import { co2Period, co2SummaryCards } from './co2-summary-cards';
import { ReportFrame, SummaryCards, useDayLabel, ViewerHeader, ViewerPage } from '../../../components/viewer';
import { warmUpLineCharts } from '../../../components/charts/line-chart-warm-up';
import { useAfterChartsDrawn } from '../../../components/charts/use-after-charts-drawn';
import { co2ChartModules } from './chart-modules';
import { type ReadingText, readingTextOf } from '../../../lib/reading-text';

type Errors = Extract<Co2FormCheck, { ok: false }>['errors'];

/** The CO2 domain's viewer: figures, charts, the report form, Save (co2pro API) and the PDF. */
export function Co2ReadingViewer({ current, measurement, onSaved, draft }: DomainViewerProps) {
  const { reading } = current;
  if (reading.domain !== 'co2') return null;
  return (
    <Co2Viewer
      key={measurement?.id ?? current.fileName}
      reading={reading}
      fileName={measurement?.fileName ?? current.fileName}
      fileText={current.text}
      measurement={measurement}
      onSaved={onSaved}
      services={co2ViewerServices()}
      draft={draft}
    />
  );
}

interface ViewerProps {
  reading: Co2Reading;
  fileName: string;
  fileText: ReadingText;
  measurement: Measurement | undefined;
  onSaved: (measurement: Measurement) => void;
  services: Co2ViewerServices;
  /** The form as typed before a reload (current reading only). */
  draft?: ViewerDraft | undefined;
}

function Co2Viewer({ reading, fileName, fileText, measurement, onSaved, services, draft }: ViewerProps) {
  const { t, i18n } = useTranslation();
  const devices = services.useDeviceChoices();
  const create = useCreateCo2pro(services.refreshAfterCreate);
  const update = useUpdateCo2pro();
  const [savedId, setSavedId] = useState(measurement?.id);
  // Kept across a reload: the whole form as typed (description and serial included).
  const [values, setValues] = useState<Co2FormValues>(() =>
    initialCo2FormValues(reading, fileName, measurement, draft?.initial),
  );
  const onDraftChange = draft?.onChange;
  useEffect(() => {
    onDraftChange?.({ ...values });
  }, [onDraftChange, values]);
  const [errors, setErrors] = useState<Errors>({});
  const [language, setLanguage] = useReportLanguage();
  const checked = useMemo(() => checkCo2Form(values), [values]);
  // The figures follow the form's workday and projection as soon as they are valid.
  const { workdayMin, notProject, season } = useMemo(() => co2OptionsOfForm(values), [values]);
  // Computed in the CO2 worker (≈ 0.1–0.2 s for a 7-day record): the header and the form show at
  // once, the figures and charts when it answers.
  const data = useCo2ViewerData(reading, { workdayMin, notProject, season });
  // A record longer than a day is judged day by day: the cards and verdicts are the worst day's,
  // as in the report and `ohp analyze co2` (the whole record's TWA of a 2-day record, Σ Ci·ti / 480,
  // is no day's figure); the charts stay the whole record's.
  const days = useCo2Days(reading.series, { workdayMin, notProject, season });
  const dayLabel = useDayLabel();
  const judged = data && days && days !== 'short' ? { ...data, result: days.worstResult } : data;
  // The report form below the charts waits for them: rendered in the same commit, its fields held a
  // 24 h record's first chart (docs/decisions.md, session 34).
  const figuresShown = data !== undefined && days !== undefined;
  const reportShown = useAfterChartsDrawn(figuresShown, figuresShown);

  const setField = <K extends keyof Co2FormValues>(field: K, value: Co2FormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const validated = () => {
    if (checked.ok) return checked;
    setErrors(checked.errors);
    return undefined;
  };

  const generatePdf = async () => {
    const ok = validated();
    if (!ok) return;
    await downloadReportPdf(async () => ({
      blob: await buildCo2Pdf({
        language,
        reading,
        // The figures of the options the PDF is made with (the screen may still show older ones).
        result: (await co2ViewerDataOffThread(reading, { workdayMin, notProject, season })).result,
        options: { ...(workdayMin ? { workdayMin } : {}), notProject, season },
        fields: ok.report,
        serialNumber: values.serialNumber,
        raw: { fileName, text: await readingTextOf(fileText) },
      }),
      name: co2PdfFileName(ok.report.description ?? fileName),
    }));
  };

  const save = async () => {
    const ok = validated();
    if (!ok) return;
    // The report-only items (registration, technical considerations) are not SPEC §3's payload.
    const {
      evaluatorRegistration: _registration,
      technicalConsiderations: _considerations,
      ...payload
    } = values;
    try {
      const item: Co2proItem = await withLoading(() =>
        savedId
          ? update.mutateAsync({ id: savedId, fields: payload })
          : create.mutateAsync({ fileName, fileText, fields: payload }),
      );
      setSavedId(item.id);
      void showSuccess(escapeHtml(t('co2:viewer.saved')));
      onSaved(measurementOfCo2pro(item));
    } catch (error) {
      // The co2pro error converter gave the server's translated `error`.
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  return (
    <ViewerPage testId="co2-viewer" family={reading.family ?? 'csv'}>
      <ViewerHeader
        domain="co2"
        title={measurement?.description || fileName}
        family={reading.family}
        model={reading.model}
        serial={reading.record?.serialNumber}
        fileName={fileName}
        period={co2Period(reading.series)}
        badges={savedId ? <Badge variant="light">{t('viewers:report.savedBadge')}</Badge> : null}
        note={`${t(`co2:report.sources.${reading.source}`)} · ${t('viewers:header.interval', {
          interval: formatNumber(i18n.language, reading.series.intervalS, 0),
        })}`}
      />
      {data && judged && days !== undefined ? (
        <>
          {days === 'short' ? null : (
            <Text size="sm" c="dimmed" data-testid="co2-cards-worst-day">
              {t('longRecords:web.cardsOfWorstDay', {
                date: dayLabel(days.days[days.worst] ?? { day: days.worst + 1, date: null }),
                days: days.days.length,
              })}
            </Text>
          )}
          <SummaryCards cards={co2SummaryCards(t, i18n.language, judged)} />
          <Co2Summary data={judged} />
          {days === 'short' ? null : <Co2Days answer={days} />}
          <Co2Charts data={data} season={season} />
        </>
      ) : (
        <Center py="xl" role="status" aria-label={t('common:loading')} data-testid="co2-figures-loader">
          <Loader />
        </Center>
      )}
      {reportShown ? (
        <ReportFrame
          language={language}
          onLanguage={setLanguage}
          languageTestId="co2-report-language"
          pdf={{ onClick: () => void generatePdf(), testId: 'co2-generate-pdf' }}
          save={{
            description: values.description,
            onDescription: (v) => setField('description', v),
            descriptionError: errors.description
              ? t(errors.description.key, errors.description.values)
              : undefined,
            onSave: () => void save(),
            saved: Boolean(savedId),
            testId: 'co2-save',
            descriptionTestId: 'co2-form-description',
          }}
        >
          <Co2ReportForm values={values} errors={errors} devices={devices} onChange={setField} />
        </ReportFrame>
      ) : null}
    </ViewerPage>
  );
}

/** The charts' code run once while the record is still on its way (components/charts/warm-up.ts). */
export function warmUpCo2Viewer(): void {
  warmUpLineCharts(co2ChartModules);
}
