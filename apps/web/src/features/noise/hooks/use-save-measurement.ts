import type { DosimeterRecord } from '@ohp/devices';
import type { Language } from '@ohp/i18n';
import type { NoiseReportForm } from '@ohp/reports';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { withLoading } from '../../../lib/loading-store';
import {
  type CreateMeasurement,
  createMeasurement,
  type Measurement,
  type MeasurementFamily,
  type MeasurementState,
  measurementKeys,
  updateMeasurement,
  uploadReport,
} from '../api/measurements';
import { escapeHtml } from '../lib/escape-html';
import {
  type FieldError,
  type FormField,
  type NoiseReportFormValues,
  restoreFormValues,
  toReportForm,
} from '../lib/report-form-values';
import { fetchCompanyLogoDataUrl } from '../report/company-logo';
import { downloadBlob, renderPdfInBrowser } from '../report/render-pdf-browser';
import type { ViewerStore } from '../stores/viewer-store';

interface Options {
  store: ViewerStore;
  record?: DosimeterRecord | undefined;
  family: 'doseMax' | 'dosePro' | 'doseMaxV2' | 'csv';
  model: string;
  fileName: string;
  fileText?: string | undefined;
  measurementId?: string | undefined;
  description?: string | undefined;
  initialState?: MeasurementState | null | undefined;
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
}

type ViewerFamily = Options['family'];

/** DoseMax V2 files are the second dosimeter's measurements; DoseMax, DosePro and CSV the first's. */
export function measurementFamilyOf(family: ViewerFamily): MeasurementFamily {
  return family === 'doseMaxV2' ? 'dosimeter-v2' : 'dosimeter-v1';
}

/**
 * Saves a file as a new measurement (no report, no viewer state) and refreshes the lists: the
 * device record list's "Save to cloud". One request: it is saved whole or not at all.
 */
export async function saveNewMeasurement(
  queryClient: QueryClient,
  input: Omit<CreateMeasurement, 'family'> & { family: ViewerFamily },
): Promise<Measurement> {
  const measurement = await createMeasurement({ ...input, family: measurementFamilyOf(input.family) });
  await queryClient.invalidateQueries({ queryKey: measurementKeys.all });
  return measurement;
}

function uiLanguage(lang: string): Language {
  return lang === 'en' || lang === 'es' ? lang : 'pt-BR';
}

/** The report form, PDF generation and saving of one open viewer. */
export function useSaveMeasurement(o: Options): SaveController {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => restoreFormValues(o.initialState?.reportForm));
  const [errors, setErrors] = useState<Partial<Record<FormField, FieldError>>>({});
  const [language, setLanguage] = useState<Language>(() => uiLanguage(i18n.language));
  const [description, setDescription] = useState(o.description ?? o.fileName.slice(0, 140));
  const [descriptionError, setDescriptionError] = useState<string>();
  const [measurementId, setMeasurementId] = useState(o.measurementId);
  const { store } = o;

  // The declared workday feeds the projected dose and the judgement at once.
  useEffect(() => {
    const n = Number(values.workdayMinutes.trim());
    store.setWorkday(
      values.workdayMinutes.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 1440 ? n : undefined,
    );
  }, [values.workdayMinutes, store]);

  const setField = (field: FormField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });
  };

  /** Validates the form and renders the PDF; undefined (with messages shown) when the form is invalid. */
  const makePdf = async (): Promise<{ blob: Blob; name: string; form: NoiseReportForm } | undefined> => {
    const checked = toReportForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      void showError(escapeHtml(t('noise:viewer.form.invalid')));
      return undefined;
    }
    setErrors({});
    const state = store.getState();
    // The report builder renders its charts with the full ECharts (SVG): loaded on first use.
    const [{ buildReportDefinition, reportFileName }, logoDataUrl] = await Promise.all([
      import('../report/build-report'),
      fetchCompanyLogoDataUrl(),
    ]);
    const definition = buildReportDefinition({
      language,
      logoDataUrl,
      model: o.model,
      record: o.record,
      series: state.series,
      results: state.results,
      form: checked.form,
      userClippings: state.clippings.length,
    });
    const blob = await renderPdfInBrowser(definition);
    return { blob, name: reportFileName(o.record, state.series.startMs), form: checked.form };
  };

  const generatePdf = async () => {
    try {
      const pdf = await withLoading(makePdf);
      if (pdf) downloadBlob(pdf.blob, pdf.name);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  const save = async () => {
    const text = description.trim();
    if (text === '' || text.length > 140) {
      setDescriptionError(text === '' ? t('errors:required') : t('errors:maxLength', { max: 140 }));
      return;
    }
    setDescriptionError(undefined);
    if (o.fileText === undefined) return;
    try {
      const saved = await withLoading(async () => {
        const pdf = await makePdf();
        if (!pdf) return undefined;
        const current = store.getState();
        const state: MeasurementState = {
          clippings: store.saved(),
          reportForm: pdf.form,
          preset: current.norm,
        };
        const measurement = measurementId
          ? await updateMeasurement(measurementId, { description: text, state })
          : await createMeasurement({
              family: measurementFamilyOf(o.family),
              fileName: o.fileName,
              fileText: o.fileText as string,
              description: text,
              serialNumber: o.record?.serialNumber,
              state,
            });
        await uploadReport(measurement.id, `${text} (${pdf.name})`.slice(0, 140), pdf.blob, pdf.name);
        return measurement;
      });
      if (!saved) return;
      setMeasurementId(saved.id);
      await queryClient.invalidateQueries({ queryKey: measurementKeys.all });
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
    setDescription: (v) => {
      setDescription(v);
      setDescriptionError(undefined);
    },
    descriptionError,
    measurementId,
    generatePdf,
    save,
  };
}
