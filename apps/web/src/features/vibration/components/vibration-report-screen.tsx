import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  HAND_ARM_AREN,
  judgementKeys,
  type VibrationEvaluation,
  WHOLE_BODY_AREN,
  WHOLE_BODY_VDVR,
} from '@ohp/exposure';
import type { VibrationData } from '@ohp/devices/readings';
import { newVerificationCode } from '@ohp/contracts';
import { formatNumber, issueTranslation, parseDuration, type Language, languages } from '@ohp/i18n';
import { buildVibrationReport, formMessage, vibrationReportFormSchema } from '@ohp/reports';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { GrowingTextarea } from '../../../components/ui/growing-textarea';
import { DurationInput } from '../../../components/ui/duration-input';
import { Quantity } from '../../../components/ui/unit';
import { fetchCompanyLogoDataUrl } from '../../../lib/report/company-logo';
import { downloadBlob, renderPdfInBrowser } from '../../../lib/report/render-pdf-browser';
import { useVibrationComponents } from '../api/vibration-components';
import type { ReportVerificationFields } from '../../../lib/web-domain';
import { reportChartsOf } from '../lib/reading-report';
import { vibrationNormLabel, workdayReportEvidence } from '../lib/report-archive';
import { emptyInstrumentFields, instrumentForm, type InstrumentFields } from '../lib/instrument-fields';
import { workdayReportInput } from '../lib/report-input';
import { viewerData } from '../lib/viewer-data';
import { assessWorkday, evaluationOf, type WorkdayComponent } from '../lib/workday';
import { ScaleBar } from './scale-bar';
import { asFormValue } from './vibration-components-screen';
import { type ReadingText, readingTextOf } from '../../../lib/reading-text';

export interface VibrationReportScreenProps {
  /** The saved measurement the report belongs to (its components come pre-selected). */
  measurementId?: string | undefined;
  /** Saves the PDF with the measurement (given by the app layer: the measurements feature). */
  saveReport?:
    | ((report: {
        title: string;
        pdf: Blob;
        fileName: string;
        verification?: ReportVerificationFields;
      }) => Promise<void>)
    | undefined;
  /** The saved measurement's reading: its time history and spectra go into the PDF as charts. */
  reading?: VibrationData | undefined;
  /** The saved measurement's file as read: attached to the PDF byte for byte (its evidence). */
  source?: { fileName: string; text: ReadingText } | undefined;
}

/** /device/ax-pro/{id}: saved components combined into a workday, live results, the PDF. */
export function VibrationReportScreen({
  measurementId,
  saveReport,
  reading,
  source,
}: VibrationReportScreenProps) {
  const { t, i18n } = useTranslation('vibration');
  const list = useVibrationComponents();
  const saved = useMemo(
    () =>
      (list.data ?? []).flatMap((c) => {
        const v = asFormValue(c);
        return v ? [{ id: c.id, measurementId: c.measurementId, ...v }] : [];
      }),
    [list.data],
  );
  const [picked, setPicked] = useState<Set<string> | undefined>();
  const selected =
    picked ??
    new Set(saved.filter((c) => measurementId && c.measurementId === measurementId).map((c) => c.id));
  const [workday, setWorkday] = useState('08:00');
  const [chosen, setChosen] = useState<VibrationEvaluation>('hand-arm');
  const [context, setContext] = useState({
    employee: '',
    company: '',
    sector: '',
    functionGhe: '',
    assessmentDate: '',
    evaluatorName: '',
    evaluatorCompany: '',
    annotation: '',
    // The legal report's items (issue 23).
    evaluatorRegistration: '',
    toolOrSeat: '',
    accelerometerMounting: '',
    technicalConsiderations: '',
  });
  const [instrument, setInstrument] = useState<InstrumentFields>(emptyInstrumentFields);
  const [formError, setFormError] = useState<string>();
  const [language, setLanguage] = useState<Language>(
    (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'pt-BR',
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const components: WorkdayComponent[] = saved.filter((c) => selected.has(c.id));
  const named = evaluationOf(components);
  const evaluation = named === 'hand-arm' || named === 'whole-body' ? named : chosen;
  const workdayMin = parseDuration(workday) ?? Number.NaN;
  const outcome =
    Number.isFinite(workdayMin) && workdayMin > 0
      ? assessWorkday(components, workdayMin, evaluation)
      : ({ ok: false, key: 'vibration:web.report.workdayFormat', values: {} } as const);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  /** The PDF/A with its evidence attached; a saved one carries its verification code. */
  const pdf = async (verificationCode?: string) => {
    if (!outcome.ok) return undefined;
    // The CLI's --meta rules (vibrationReportFormSchema): lengths, the date, 30 annotation lines.
    const parsed = vibrationReportFormSchema.safeParse({
      context: Object.fromEntries(Object.entries(context).filter(([, v]) => v.trim() !== '')),
      ...instrumentForm(instrument),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // A schema's own key (with its '|' values), else the shared zod error map.
      const { key, values = {} } = !issue
        ? { key: 'errors:invalidValue' }
        : issue.message.includes(':')
          ? formMessage(issue.message)
          : issueTranslation(issue);
      const [group, field] = (issue?.path ?? []).map(String);
      const label =
        group === 'certificate' || group === 'accelerometer'
          ? t(`web.report.${group}.${field}`)
          : field === 'annotation'
            ? t('report.sections.annotations')
            : field === 'technicalConsiderations'
              ? t('legal:sections.technicalConsiderations')
              : field === 'evaluatorRegistration' ||
                  field === 'toolOrSeat' ||
                  field === 'accelerometerMounting'
                ? t(`legal:fields.${field === 'evaluatorRegistration' ? 'registration' : field}`)
                : t(`report.fields.${field === 'evaluatorName' ? 'evaluator' : field}`);
      setFormError(`${label}: ${t(key, values)}`);
      return undefined;
    }
    setFormError(undefined);
    const form = parsed.data;
    const input = workdayReportInput({
      language,
      input: outcome.input,
      result: outcome.result,
      form,
      logoDataUrl: await fetchCompanyLogoDataUrl(),
      // The reading under the workday's evaluation (whole body draws the same r.m.s.; the
      // evaluation only matters for a raw CSV, weighted here as the workday is judged).
      charts: reading ? reportChartsOf(viewerData(reading, evaluation)) : undefined,
    });
    const { verificationMark } = await import('@ohp/reports/archive/verification-mark');
    const blob = await renderPdfInBrowser(buildVibrationReport(input), {
      language,
      evidence: workdayReportEvidence({
        source: source && { fileName: source.fileName, text: await readingTextOf(source.text) },
        components,
        workdayMin,
        input: outcome.input,
        report: input,
      }),
      ...(verificationCode
        ? { verification: verificationMark(language, verificationCode, window.location.origin) }
        : {}),
    });
    return { blob, form };
  };
  const fileName = `vibration-report-${new Date().toISOString().slice(0, 10)}.pdf`;
  const run = async (action: 'download' | 'save') => {
    setBusy(true);
    setMessage(undefined);
    try {
      const verificationCode = action === 'save' ? newVerificationCode() : undefined;
      const made = await pdf(verificationCode);
      if (!made) return;
      if (action === 'download') downloadBlob(made.blob, fileName);
      else if (saveReport && verificationCode) {
        const context = made.form.context ?? {};
        await saveReport({
          title: t('report.title'),
          pdf: made.blob,
          fileName,
          verification: {
            verificationCode,
            norm: vibrationNormLabel[evaluation],
            evaluatorName: context.evaluatorName,
            evaluatorRegistration: context.evaluatorRegistration,
            company: context.company,
          },
        });
        setMessage(t('web.report.saved'));
      }
    } catch (error) {
      setMessage(t('web.report.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const r = outcome.ok ? outcome.result : undefined;
  const scale = evaluation === 'hand-arm' ? HAND_ARM_AREN : WHOLE_BODY_AREN;
  return (
    <Stack gap="md" data-testid="vibration-report">
      {/* Under a saved measurement's viewer (whose header is the page's h1) it is a section. */}
      <Title order={measurementId ? 2 : 1}>{t('app:screens.deviceAxPro.title')}</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('web.report.components')}
          </Title>
          {list.isPending ? (
            <Text>{t('web.components.loading')}</Text>
          ) : saved.length === 0 ? (
            <Text>{t('web.report.noSaved')}</Text>
          ) : (
            saved.map((c) => (
              <Checkbox
                key={c.id}
                label={`${c.description} — ${c.data.exposureTime} × ${c.data.samples} (${t(`web.evaluationType.${c.data.evaluationType}`)})`}
                checked={selected.has(c.id)}
                onChange={(e) => toggle(c.id, e.currentTarget.checked)}
              />
            ))
          )}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DurationInput label={t('web.report.workday')} value={workday} onChange={setWorkday} />
        <Select
          label={t('web.report.evaluation')}
          value={evaluation}
          disabled={named === 'hand-arm' || named === 'whole-body'}
          allowDeselect={false}
          data={[
            { value: 'hand-arm', label: t('evaluation.hand-arm') },
            { value: 'whole-body', label: t('evaluation.whole-body') },
          ]}
          onChange={(v) => v && setChosen(v as VibrationEvaluation)}
        />
        <Select
          label={t('web.report.language')}
          value={language}
          allowDeselect={false}
          data={languages.map((l) => ({ value: l, label: t(`common:language.names.${l}`) }))}
          onChange={(v) => v && setLanguage(v as Language)}
        />
        <TextInput
          label={t('report.fields.employee')}
          value={context.employee}
          maxLength={140}
          onChange={(e) => setContext({ ...context, employee: e.currentTarget.value })}
        />
        <TextInput
          label={t('report.fields.company')}
          value={context.company}
          maxLength={140}
          onChange={(e) => setContext({ ...context, company: e.currentTarget.value })}
        />
        <TextInput
          label={t('report.fields.sector')}
          value={context.sector}
          maxLength={140}
          onChange={(e) => setContext({ ...context, sector: e.currentTarget.value })}
        />
        <TextInput
          label={t('report.fields.functionGhe')}
          value={context.functionGhe}
          maxLength={140}
          onChange={(e) => setContext({ ...context, functionGhe: e.currentTarget.value })}
        />
        <DateInput
          label={t('report.fields.assessmentDate')}
          value={context.assessmentDate}
          onChange={(assessmentDate) => setContext({ ...context, assessmentDate })}
        />
        <TextInput
          label={t('report.fields.evaluator')}
          value={context.evaluatorName}
          maxLength={140}
          onChange={(e) => setContext({ ...context, evaluatorName: e.currentTarget.value })}
        />
        <TextInput
          label={t('report.fields.evaluatorCompany')}
          value={context.evaluatorCompany}
          maxLength={140}
          onChange={(e) => setContext({ ...context, evaluatorCompany: e.currentTarget.value })}
        />
        <TextInput
          label={t('legal:fields.registration')}
          value={context.evaluatorRegistration}
          maxLength={40}
          onChange={(e) => setContext({ ...context, evaluatorRegistration: e.currentTarget.value })}
          data-testid="vibration-form-evaluatorRegistration"
        />
        <TextInput
          label={t('legal:fields.toolOrSeat')}
          value={context.toolOrSeat}
          maxLength={140}
          onChange={(e) => setContext({ ...context, toolOrSeat: e.currentTarget.value })}
          data-testid="vibration-form-toolOrSeat"
        />
        <TextInput
          label={t('legal:fields.accelerometerMounting')}
          value={context.accelerometerMounting}
          maxLength={140}
          onChange={(e) => setContext({ ...context, accelerometerMounting: e.currentTarget.value })}
          data-testid="vibration-form-accelerometerMounting"
        />
      </SimpleGrid>
      <GrowingTextarea
        label={t('report.sections.annotations')}
        value={context.annotation}
        maxLength={4000}
        minRows={2}
        onChange={(e) => setContext({ ...context, annotation: e.currentTarget.value })}
      />
      <GrowingTextarea
        label={t('legal:sections.technicalConsiderations')}
        value={context.technicalConsiderations}
        maxLength={4000}
        minRows={2}
        onChange={(e) => setContext({ ...context, technicalConsiderations: e.currentTarget.value })}
        data-testid="vibration-form-technicalConsiderations"
      />
      <Title order={2} size="h4">
        {t('web.report.instrument')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="vibration-report-instrument">
        <TextInput
          label={t('web.report.certificate.number')}
          value={instrument.number}
          maxLength={40}
          onChange={(e) => setInstrument({ ...instrument, number: e.currentTarget.value })}
        />
        <TextInput
          label={t('web.report.certificate.laboratory')}
          value={instrument.laboratory}
          maxLength={140}
          onChange={(e) => setInstrument({ ...instrument, laboratory: e.currentTarget.value })}
        />
        <DateInput
          label={t('web.report.certificate.date')}
          value={instrument.date}
          onChange={(date) => setInstrument({ ...instrument, date })}
        />
        <DateInput
          label={t('web.report.certificate.nextDate')}
          value={instrument.nextDate}
          onChange={(nextDate) => setInstrument({ ...instrument, nextDate })}
        />
        <TextInput
          label={t('web.report.accelerometer.model')}
          value={instrument.model}
          maxLength={140}
          onChange={(e) => setInstrument({ ...instrument, model: e.currentTarget.value })}
        />
        <TextInput
          label={t('web.report.accelerometer.serialNumber')}
          value={instrument.serialNumber}
          maxLength={40}
          onChange={(e) => setInstrument({ ...instrument, serialNumber: e.currentTarget.value })}
        />
      </SimpleGrid>
      {formError && (
        <Alert color="red" role="alert" data-testid="vibration-report-form-error">
          {formError}
        </Alert>
      )}
      {!outcome.ok && (
        <Alert color="orange" role="status" data-testid="vibration-report-error">
          {t(outcome.key.replace(/^vibration:/, ''), outcome.values)}
        </Alert>
      )}
      {r && (
        <Paper withBorder p="md" data-testid="vibration-results">
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Tbody>
                  {r.amr.map((amr, i) => (
                    <Table.Tr key={components[i]?.description ?? i}>
                      <Table.Th scope="row">amr — {components[i]?.description}</Table.Th>
                      <Table.Td>
                        <Quantity value={formatNumber(i18n.language, amr, 3)} unit="m/s²" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Th scope="row">{t('report.results.are')}</Table.Th>
                    <Table.Td>
                      <Quantity value={formatNumber(i18n.language, r.are, 3)} unit="m/s²" />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('report.results.aren')}</Table.Th>
                    <Table.Td data-testid="vibration-aren">
                      <Quantity value={formatNumber(i18n.language, r.aren, 3)} unit="m/s²" />
                    </Table.Td>
                  </Table.Tr>
                  {r.vdvr !== null && (
                    <Table.Tr>
                      <Table.Th scope="row">{t('report.results.vdvr')}</Table.Th>
                      <Table.Td data-testid="vibration-vdvr">
                        <Quantity value={formatNumber(i18n.language, r.vdvr, 2)} unit="m/s^1.75" />
                      </Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Th scope="row">{t('report.results.nr15')}</Table.Th>
                    <Table.Td>
                      {t(r.insalubrious ? 'report.results.insalubrious' : 'report.results.notInsalubrious')}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ScaleBar
              label="aren"
              value={r.aren}
              unit="m/s²"
              bounds={[scale.actionLevel, scale.uncertainty, scale.limit]}
            />
            {r.vdvr !== null && (
              <ScaleBar
                label="VDVR"
                value={r.vdvr}
                unit="m/s^1.75"
                bounds={[WHOLE_BODY_VDVR.actionLevel, WHOLE_BODY_VDVR.uncertainty, WHOLE_BODY_VDVR.limit]}
              />
            )}
            <Text fw={700} data-testid="vibration-judgement">
              {t(judgementKeys(r.judgement).label.replace(/^vibration:/, ''))}
            </Text>
            <Text>{t(judgementKeys(r.judgement).action.replace(/^vibration:/, ''))}</Text>
          </Stack>
        </Paper>
      )}
      {message && (
        <Alert role="status" color="blue">
          {message}
        </Alert>
      )}
      <Group>
        <Button disabled={!outcome.ok} loading={busy} onClick={() => void run('download')}>
          {t('web.report.download')}
        </Button>
        {saveReport && measurementId && (
          <Button variant="default" disabled={!outcome.ok} loading={busy} onClick={() => void run('save')}>
            {t('web.report.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
