import { type Certificate, type Measurement, newVerificationCode } from '@ohp/contracts';
import { type HeatReportForm, heatReportFormSchema } from '@ohp/reports/heat/report-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { downloadReportPdf, useReportDescription, useReportLanguage } from '../../../hooks/use-report-pdf';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { withLoading } from '../../../lib/loading-store';
import type { MeasurementSaving } from '../../../lib/web-domain';
import type { HeatResults } from '../lib/heat-results';
import type { HeatReportOptions } from '../lib/report-state';
import { heatStateToSave } from '../lib/saved-state';
import type { HeatPdfSource } from '../report/build-heat-pdf';
import { fetchCompanyLogoDataUrl } from '../../../lib/report/company-logo';
import { type ReadingText, readingBytesOf } from '../../../lib/reading-text';

// The heat report's form, its PDF (browser renderer, the same builder as the CLI) and saving the
// measurement with its state and the PDF through the shared measurements service.

/** The text a heat report judges under, as the verification page names it. */
const heatNormLabel: Record<string, string> = {
  'nr15-2019': 'NR-15 Anexo 3 (Portaria 1.359/2019)',
  'nr15-1978': 'NR-15 Anexo 3 (texto de 1978)',
};

export const heatFormFields = [
  'employee',
  'company',
  'sector',
  'functionGhe',
  'evaluatorName',
  'evaluatorRegistration',
  // The legal report's items (issue 23).
  'evaluatorCompany',
  'assessmentDate',
  'measurementHeight',
  'technicalConsiderations',
] as const;
export type HeatFormField = (typeof heatFormFields)[number];
export type HeatFormValues = Record<HeatFormField, string>;

const isoDay = (v: string) => (/^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);

/** The label of a form field: the heat screen's own, or the legal report's for the newer ones. */
export function heatFieldLabelKey(f: HeatFormField): string {
  if (f === 'technicalConsiderations') return 'legal:sections.technicalConsiderations';
  if (f === 'evaluatorCompany' || f === 'assessmentDate' || f === 'measurementHeight')
    return `legal:fields.${f}`;
  return `heat:screen.form.${f}`;
}

/**
 * The assessment date as the form sends it (yyyy-MM-dd). The date field answers that; a dd/MM/yyyy
 * typed before a reload under the older text field is converted ('' stays ''; a bad date stays as
 * typed, and the form names it).
 */
const toIsoDate = (v: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v.trim();
};

/** The registered instrument's certificate as the heat report form holds it. */
function certificateOf(c: Certificate) {
  const date = isoDay(c.calibrationDate);
  const nextDate = isoDay(c.nextCalibrationDate);
  return {
    laboratory: c.laboratory.slice(0, 140),
    number: c.certificateNumber.slice(0, 40),
    ...(date ? { date } : {}),
    ...(nextDate ? { nextDate } : {}),
  };
}

const mapFields = (value: (f: HeatFormField) => string) =>
  Object.fromEntries(heatFormFields.map((f) => [f, value(f)])) as HeatFormValues;

function restoreValues(saved: unknown): HeatFormValues {
  const parsed = heatReportFormSchema.safeParse(saved ?? {});
  const c: Partial<Record<string, string>> = parsed.success
    ? (parsed.data.context as Record<string, string>)
    : {};
  return Object.fromEntries(heatFormFields.map((f) => [f, c[f] ?? ''])) as HeatFormValues;
}

interface Args {
  reading: HeatPdfSource;
  options: HeatReportOptions;
  results: HeatResults;
  unit: 'C' | 'F';
  fileName: string;
  fileText: ReadingText;
  certificate?: Certificate | undefined;
  measurement?: Measurement | undefined;
  saving: MeasurementSaving;
  onSaved: (m: Measurement) => void;
  /** The form as typed before a reload (wins over the saved measurement's form). */
  initialValues?: Readonly<Record<string, string>> | undefined;
}

export function useHeatReport(a: Args) {
  const { t } = useTranslation();
  const initialState = a.measurement?.state.heat as { reportForm?: unknown } | undefined;
  const [values, setValues] = useState((): HeatFormValues => {
    const restored = restoreValues(initialState?.reportForm);
    const typed = a.initialValues;
    return typed ? mapFields((f) => typed[f] ?? restored[f]) : restored;
  });
  const [language, setLanguage] = useReportLanguage();
  const { description, setDescription, descriptionError, checkDescription } = useReportDescription(
    a.measurement?.description ?? a.fileName.slice(0, 140),
  );
  const [measurementId, setMeasurementId] = useState(a.measurement?.id);

  /** The form, or the first problem as a translated "field: message" (a bad date, too many lines). */
  const form = (): { ok: true; form: HeatReportForm } | { ok: false; message: string } => {
    const context = Object.fromEntries(
      heatFormFields.map((f) => [
        f,
        (f === 'assessmentDate' ? toIsoDate(values[f]) : values[f].trim()) || undefined,
      ]),
    );
    const clothing = a.options.norm === 'nr15-2019' ? (a.options.clothing ?? undefined) : undefined;
    const parsed = heatReportFormSchema.safeParse({
      context,
      ...(clothing ? { clothing } : {}),
      ...(a.certificate ? { certificate: certificateOf(a.certificate) } : {}),
    });
    if (parsed.success) return { ok: true, form: parsed.data };
    const issue = parsed.error.issues[0];
    const field = heatFormFields.find((f) => issue?.path.join('.') === `context.${f}`);
    const [key = 'errors:invalidValue', max] = (issue?.message ?? '').split('|');
    const text = t(key.includes(':') ? key : 'errors:invalidValue', { max: max ?? '' });
    return { ok: false, message: field ? `${t(heatFieldLabelKey(field))}: ${text}` : text };
  };

  /** The PDF/A with the reading and a JSON of the results attached; a saved one carries its code. */
  const makePdf = async (verificationCode?: string) => {
    if (!a.results.ok) {
      void showError(escapeHtml(t(a.results.reason.key, a.results.reason.values)));
      return undefined;
    }
    const results = a.results;
    const [
      { buildHeatPdfDefinition, heatReportFileName },
      { renderPdfInBrowser },
      { verificationMark },
      logoDataUrl,
    ] = await Promise.all([
      import('../report/build-heat-pdf'),
      import('../../../lib/report/render-pdf-browser'),
      import('@ohp/reports/archive/verification-mark'),
      fetchCompanyLogoDataUrl(),
    ]);
    const checked = form();
    if (!checked.ok) {
      void showError(escapeHtml(checked.message));
      return undefined;
    }
    const f = checked.form;
    const definition = buildHeatPdfDefinition({
      language,
      unit: a.unit,
      logoDataUrl,
      form: f,
      options: a.options,
      results,
      reading: a.reading,
    });
    const blob = await renderPdfInBrowser(definition, {
      language,
      evidence: {
        raw: { fileName: a.fileName, bytes: await readingBytesOf(a.fileText) },
        data: { format: 'ohp-report-data', version: 1, domain: 'heat', options: a.options, results, form: f },
      },
      ...(verificationCode
        ? { verification: verificationMark(language, verificationCode, window.location.origin) }
        : {}),
    });
    return { blob, name: heatReportFileName(a.reading.series), form: f };
  };

  const generatePdf = () => downloadReportPdf(() => makePdf());

  const save = async () => {
    const text = checkDescription();
    if (text === undefined) return;
    try {
      const saved = await withLoading(async () => {
        const verificationCode = newVerificationCode();
        const pdf = await makePdf(verificationCode);
        if (!pdf) return undefined;
        const context = pdf.form.context ?? {};
        return a.saving.save({
          measurementId,
          fileName: a.fileName,
          fileText: a.fileText,
          description: text,
          serialNumber: a.reading.serialNumber,
          state: heatStateToSave(a.options, pdf.form),
          report: {
            title: `${text} (${pdf.name})`.slice(0, 140),
            pdf: pdf.blob,
            fileName: pdf.name,
            verification: {
              verificationCode,
              norm: heatNormLabel[a.options.norm],
              evaluatorName: context.evaluatorName,
              evaluatorRegistration: context.evaluatorRegistration,
              company: context.company,
            },
          },
        });
      });
      if (!saved) return;
      setMeasurementId(saved.id);
      void showSuccess(escapeHtml(t('heat:screen.saved')));
      a.onSaved(saved);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  return {
    values,
    setField: (f: HeatFormField, v: string) => setValues((prev) => ({ ...prev, [f]: v })),
    language,
    setLanguage,
    description,
    setDescription,
    descriptionError,
    measurementId,
    generatePdf,
    save,
  };
}
