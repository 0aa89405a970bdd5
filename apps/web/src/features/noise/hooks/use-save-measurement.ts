import type { DosimeterRecord } from '@ohp/devices';
import { type Language, parseDuration } from '@ohp/i18n';
import type { NoiseReportForm } from '@ohp/reports';
import {
  type Certificate,
  type Measurement,
  type MeasurementState,
  newVerificationCode,
} from '@ohp/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { downloadReportPdf, useReportDescription, useReportLanguage } from '../../../hooks/use-report-pdf';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { withLoading } from '../../../lib/loading-store';
import type { MeasurementSaving } from '../../../lib/web-domain';
import {
  type FieldError,
  type FormField,
  type NoiseReportFormValues,
  restoreFormValues,
  toReportForm,
} from '../lib/report-form-values';
import { fetchCompanyLogoDataUrl } from '../../../lib/report/company-logo';
import { renderPdfInBrowser } from '../../../lib/report/render-pdf-browser';
import type { ViewerStore } from '../stores/viewer-store';
import { criteriaFor, normsOf } from '../lib/criteria';
import { type ReadingText, readingBytesOf } from '../../../lib/reading-text';

/** The norm(s) a noise report judges under, as the verification page names them. */
const noiseNormLabel = { nr15: 'NR-15 Anexo 1', nho01: 'NHO-01', both: 'NR-15 Anexo 1 + NHO-01' };

interface Options {
  store: ViewerStore;
  record?: DosimeterRecord | undefined;
  model: string;
  fileName: string;
  fileText?: ReadingText | undefined;
  measurementId?: string | undefined;
  description?: string | undefined;
  /** The report form saved with the measurement, restored. */
  initialReportForm?: unknown;
  /** The form as typed before a reload (wins over initialReportForm). */
  initialFormValues?: NoiseReportFormValues | undefined;
  saving: MeasurementSaving;
  /** The registered instrument's calibration certificate, put in the PDF. */
  certificate?: Certificate | null | undefined;
  onSaved?: ((measurement: Measurement) => void) | undefined;
}

export interface SaveController {
  values: NoiseReportFormValues;
  errors: Partial<Record<FormField, FieldError>>;
  setField: (field: FormField, value: string) => void;
  language: Language;
  setLanguage: (language: Language) => void;
  description: string;
  setDescription: (value: string) => void;
  descriptionError: string | undefined;
  measurementId: string | undefined;
  generatePdf: () => Promise<void>;
  save: () => Promise<void>;
  SavedReports: MeasurementSaving['SavedReports'];
}

/** The report form, PDF generation and saving of one open viewer. */
export function useSaveMeasurement(o: Options): SaveController {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => o.initialFormValues ?? restoreFormValues(o.initialReportForm));
  const [errors, setErrors] = useState<Partial<Record<FormField, FieldError>>>({});
  const [language, setLanguage] = useReportLanguage();
  const { description, setDescription, descriptionError, checkDescription } = useReportDescription(
    o.description ?? o.fileName.slice(0, 140),
  );
  const [measurementId, setMeasurementId] = useState(o.measurementId);
  const { store } = o;

  // The declared workday feeds the projected dose and the judgement at once.
  useEffect(() => {
    // The duration field holds HH:mm once typed ("480" becomes "08:00"): read it as minutes.
    const n = parseDuration(values.workdayMinutes);
    store.setWorkday(n !== null && n >= 1 && n <= 1440 ? n : undefined);
  }, [values.workdayMinutes, store]);

  const setField = (field: FormField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });
  };

  /**
   * Validates the form and renders the PDF/A with the record and a JSON of the results attached;
   * undefined (with messages shown) when the form is invalid. A report to be saved carries the
   * verification code the server will answer for it, on every page with its QR code.
   */
  const makePdf = async (
    verificationCode?: string,
  ): Promise<{ blob: Blob; name: string; form: NoiseReportForm } | undefined> => {
    const checked = toReportForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      void showError(escapeHtml(t('noise:viewer.form.invalid')));
      return undefined;
    }
    setErrors({});
    const state = store.settle();
    // The report builder renders its charts with the full ECharts (SVG): loaded on first use.
    const [{ buildReportDefinition, noiseResultsByDay, reportFileName }, { verificationMark }, logoDataUrl] =
      await Promise.all([
        import('../report/build-report'),
        import('@ohp/reports/archive/verification-mark'),
        fetchCompanyLogoDataUrl(),
      ]);
    // Longer than a day: each norm's figures are its worst day's and the report lists every day,
    // as `ohp report noise` writes them (the screen shows the whole record and the days table).
    const byDay = noiseResultsByDay(
      language,
      state.series,
      normsOf(state.norm).map((norm) => ({
        norm,
        criteria: criteriaFor(norm, o.record, state.useDeviceCriteria, state.workdayMin).criteria,
      })),
    );
    const definition = buildReportDefinition({
      language,
      logoDataUrl,
      model: o.model,
      record: o.record,
      series: state.series,
      results: state.results,
      byDay,
      form: checked.form,
      userClippings: state.clippings.length,
      certificate: o.certificate ?? undefined,
    });
    const blob = await renderPdfInBrowser(definition, {
      language,
      ...(o.fileText !== undefined
        ? {
            evidence: {
              raw: { fileName: o.fileName, bytes: await readingBytesOf(o.fileText) },
              data: {
                format: 'ohp-report-data',
                version: 1,
                domain: 'noise',
                norm: state.norm,
                results: byDay?.results ?? state.results,
                form: checked.form,
                clippings: state.clippings,
              },
            },
          }
        : {}),
      ...(verificationCode
        ? { verification: verificationMark(language, verificationCode, window.location.origin) }
        : {}),
    });
    return { blob, name: reportFileName(o.record, state.series), form: checked.form };
  };

  const generatePdf = () => downloadReportPdf(() => makePdf());

  const save = async () => {
    const text = checkDescription();
    if (text === undefined) return;
    if (o.fileText === undefined) return;
    try {
      const saved = await withLoading(async () => {
        const verificationCode = newVerificationCode();
        const pdf = await makePdf(verificationCode);
        if (!pdf) return undefined;
        const { context } = pdf.form;
        const current = store.settle();
        const state: MeasurementState = {
          clippings: store.saved(),
          reportForm: pdf.form,
          preset: current.norm,
        };
        return o.saving.save({
          measurementId,
          fileName: o.fileName,
          fileText: o.fileText as ReadingText,
          description: text,
          serialNumber: o.record?.serialNumber,
          state,
          report: {
            title: `${text} (${pdf.name})`.slice(0, 140),
            pdf: pdf.blob,
            fileName: pdf.name,
            verification: {
              verificationCode,
              norm: noiseNormLabel[current.norm as keyof typeof noiseNormLabel],
              evaluatorName: context.evaluatorName,
              evaluatorRegistration: context.evaluatorRegistration,
              company: context.company,
            },
          },
        });
      });
      if (!saved) return;
      setMeasurementId(saved.id);
      void showSuccess(escapeHtml(t('noise:viewer.save.done')));
      o.onSaved?.(saved);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  return {
    values,
    errors,
    setField,
    language,
    setLanguage,
    description,
    setDescription,
    descriptionError,
    measurementId,
    generatePdf,
    save,
    SavedReports: o.saving.SavedReports,
  };
}
