import { formatDate, type Language, translate } from '@ohp/i18n';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { verdictBox } from './blocks.ts';
import { reportColors } from './theme.ts';

/** An instrument's calibration certificate (the registered device's, or typed in the report form). */
export interface CalibrationCertificate {
  laboratory: string;
  date?: Date;
  number: string;
  nextDate?: Date;
}

/** `none` without a certificate; `expired` when the next calibration date was before the measurement day. */
export type CertificateStatus = 'none' | 'valid' | 'expired';

/** yyyy-MM-dd of a date in the local calendar (the dates of the form and the device are local days). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether the instrument was calibrated on the day it measured: the same rule as the contracts'
 * `calibrationState(next, day) === 'overdue'` (the next calibration day itself is still valid).
 */
export function certificateStatus(
  certificate: CalibrationCertificate | undefined,
  measuredOn: Date | undefined,
): CertificateStatus {
  if (!certificate) return 'none';
  if (!certificate.nextDate || !measuredOn) return 'valid';
  return localDay(certificate.nextDate) < localDay(measuredOn) ? 'expired' : 'valid';
}

export interface CertificateBlockInput {
  language: Language;
  certificate: CalibrationCertificate | undefined;
  /** When the measurement started: the certificate is judged on that day. */
  measuredOn: Date | undefined;
}

/**
 * The instrument's calibration certificate for every domain's report: laboratory, calibration date,
 * number and next calibration date; an expired certificate in red with the out-of-calibration
 * sentence, no certificate as a short line.
 */
export function certificateBlock({ language, certificate, measuredOn }: CertificateBlockInput): Content[] {
  const t = (key: string, values?: Record<string, string>) =>
    translate(language, `reports:instrument.${key}`, values);
  const caption: Content = { text: t('certificate'), style: 'label', margin: [0, 4, 0, 2] };
  if (!certificate) return [caption, { text: t('noCertificate'), style: 'small' }];
  const status = certificateStatus(certificate, measuredOn);
  const color = status === 'expired' ? reportColors.danger : reportColors.text;
  const day = (date: Date | undefined) => (date ? formatDate(date) : '-');
  const cell = (text: string, bold = false): TableCell => ({
    text: text || '-',
    style: 'value',
    color,
    bold,
  });
  const label = (text: string): TableCell => ({ text, style: 'label' });
  const grid: Content = {
    table: {
      widths: ['auto', '*', 'auto', '*'],
      body: [
        [label(t('laboratory')), cell(certificate.laboratory), label(t('number')), cell(certificate.number)],
        [
          label(t('calibrationDate')),
          cell(day(certificate.date)),
          label(t('nextCalibrationDate')),
          cell(day(certificate.nextDate), status === 'expired'),
        ],
      ],
    },
    layout: { hLineWidth: () => 0, vLineWidth: () => 0, paddingTop: () => 2, paddingBottom: () => 2 },
  };
  const content: Content[] = [caption, grid];
  if (status === 'expired' && measuredOn) {
    content.push(
      verdictBox(
        t('outOfCalibration'),
        t('outOfCalibrationDetail', { next: day(certificate.nextDate), date: day(measuredOn) }),
        'danger',
      ),
    );
  }
  return content;
}
