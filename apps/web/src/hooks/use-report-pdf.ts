import { isLanguage, type Language } from '@ohp/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../lib/api-client';
import { downloadBlob } from '../lib/download-blob';
import { escapeHtml } from '../lib/escape-html';
import { withLoading } from '../lib/loading-store';

// The steps the measurement viewers' reports share (noise, heat, CO2): the PDF's language, the
// PDF downloaded under the app's loading overlay (a failure shown in the alert dialog) and the
// description a saved measurement carries.

/** The longest description a measurement takes (the server's limit). */
export const descriptionMaxLength = 140;

/** The PDF's language, starting at the interface's (Portuguese when that is none of the three). */
export function useReportLanguage() {
  const { i18n } = useTranslation();
  return useState<Language>(() => (isLanguage(i18n.language) ? i18n.language : 'pt-BR'));
}

/**
 * Renders the report with `make` under the loading overlay and downloads it; `make` answers
 * undefined when it has already shown why there is no PDF (an invalid form).
 */
export async function downloadReportPdf(
  make: () => Promise<{ blob: Blob; name: string } | undefined>,
): Promise<void> {
  try {
    const pdf = await withLoading(make);
    if (pdf) downloadBlob(pdf.blob, pdf.name);
  } catch (error) {
    void showError(escapeHtml(errorMessage(error)));
  }
}

/** The description typed for a measurement, checked (required, at most 140 characters) before saving. */
export function useReportDescription(initial: string) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(initial);
  const [descriptionError, setDescriptionError] = useState<string>();
  /** The trimmed description, or undefined with the reason shown under the field. */
  const checkDescription = (): string | undefined => {
    const text = description.trim();
    if (text === '' || text.length > descriptionMaxLength) {
      setDescriptionError(
        text === '' ? t('errors:required') : t('errors:maxLength', { max: descriptionMaxLength }),
      );
      return undefined;
    }
    setDescriptionError(undefined);
    return text;
  };
  return {
    description,
    /** Typing clears the reason shown under the field. */
    setDescription: (value: string) => {
      setDescription(value);
      setDescriptionError(undefined);
    },
    descriptionError,
    checkDescription,
  };
}
