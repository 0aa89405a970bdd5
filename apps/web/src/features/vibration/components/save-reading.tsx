import { newVerificationCode } from '@ohp/contracts';
import { buildVibrationReport } from '@ohp/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../../../components/viewer';
import { useReportLanguage } from '../../../hooks/use-report-pdf';
import { fetchCompanyLogoDataUrl } from '../../../lib/report/company-logo';
import { downloadBlob, renderPdfInBrowser } from '../../../lib/report/render-pdf-browser';
import type { DomainViewerProps } from '../../../lib/web-domain';
import { readingReportInput } from '../lib/reading-report';
import type { ViewerData } from '../lib/viewer-data';
import { readingBytesOf } from '../../../lib/reading-text';

/**
 * The viewer's report in the shared frame: Save (through the measurements feature the app layer
 * gives as `saving`) keeps the file with a report of the whole reading; "Generate PDF" downloads
 * the same PDF, in the language chosen there.
 */
export function SaveReading(
  props: Pick<DomainViewerProps, 'current' | 'measurement' | 'saving' | 'onSaved'> & {
    data: ViewerData;
    /** The description as typed: the viewer holds it (kept across a reload with its draft). */
    description: string;
    onDescription: (value: string) => void;
  },
) {
  const { t } = useTranslation('vibration');
  const { current, measurement, data } = props;
  const { description, onDescription: setDescription } = props;
  // The PDF's language, starting at the interface's (chosen in the shared report frame).
  const [language, setLanguage] = useReportLanguage();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const reading = current.reading;
  if (reading.domain !== 'vibration') return null;

  /** The PDF/A with the reading and a JSON of the results attached; a saved one carries its code. */
  const pdf = async (verificationCode?: string) => {
    const input = readingReportInput({
      language,
      data,
      model: reading.model,
      serialNumber: reading.record?.serialNumber,
      firmware: reading.record?.firmware,
      start: reading.record?.start,
      sampleRate: reading.vibration.kind === 'raw' ? reading.vibration.raw.sampleRate : undefined,
      description: description.trim() || current.fileName,
      logoDataUrl: await fetchCompanyLogoDataUrl(),
      intervals: reading.vibration.kind === 'intervals' ? reading.vibration.series : undefined,
    });
    const { verificationMark } = await import('@ohp/reports/archive/verification-mark');
    return renderPdfInBrowser(buildVibrationReport(input), {
      language,
      evidence: {
        raw: { fileName: current.fileName, bytes: await readingBytesOf(current.text) },
        data: { format: 'ohp-report-data', version: 1, domain: 'vibration', report: input },
      },
      ...(verificationCode
        ? { verification: verificationMark(language, verificationCode, window.location.origin) }
        : {}),
    });
  };
  const fileName = `${current.fileName.replace(/\.[^.]+$/, '')}-report.pdf`;
  const run = async (save: boolean) => {
    setBusy(true);
    setMessage(undefined);
    // Only a failure of the PDF itself is "report failed": a refused save (too large for the
    // server's limit, a network error) says its own translated reason.
    let building = true;
    try {
      const verificationCode = save ? newVerificationCode() : undefined;
      const blob = await pdf(verificationCode);
      if (!save) {
        downloadBlob(blob, fileName);
        return;
      }
      building = false;
      const saved = await props.saving.save({
        measurementId: measurement?.id,
        fileName: current.fileName,
        fileText: current.text,
        description: description.trim() || current.fileName,
        serialNumber: reading.record?.serialNumber,
        state: {},
        report: {
          title: t('report.title'),
          pdf: blob,
          fileName,
          ...(verificationCode ? { verification: { verificationCode } } : {}),
        },
      });
      setMessage({ ok: true, text: t('web.save.saved') });
      props.onSaved(saved);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setMessage({ ok: false, text: building ? t('web.report.failed', { reason }) : reason });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReportFrame
      testId="vibration-save-reading"
      language={language}
      onLanguage={setLanguage}
      pdf={{ onClick: () => void run(false), loading: busy }}
      save={{
        description,
        onDescription: setDescription,
        onSave: () => void run(true),
        saved: Boolean(measurement),
        loading: busy,
        testId: 'vibration-save',
      }}
      message={message}
    />
  );
}
