import type { Certificate } from '@ohp/contracts';
import type { DosimeterRecord } from '@ohp/devices';
import type { NoiseExposureResult, NoisePresetName, NoiseSeries } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildNoiseReport,
  dosimeterSettingsOf,
  type NoiseReportForm,
  type NoiseResultsByDay,
  noiseReportInputFrom,
  withWholeRecordMeasurement,
} from '@ohp/reports';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// With the report builder, loaded when a PDF is made (not in the viewer's first chunk).
export { noiseResultsByDay } from '@ohp/reports';

export interface ReportSource {
  language: Language;
  logoDataUrl: string | undefined;
  model: string;
  record: DosimeterRecord | undefined;
  /** The series with the clippings applied (what the results were computed from). */
  series: NoiseSeries;
  results: Partial<Record<NoisePresetName, NoiseExposureResult>>;
  form: NoiseReportForm;
  /** Clippings the user added: the device's own summary is then not comparable and is left out. */
  userClippings: number;
  generatedAt?: Date;
  /** The registered instrument's calibration certificate (instrument passport). */
  certificate?: Certificate | undefined;
  /**
   * A record longer than 24 h: each norm's worst day's results and every day's (noiseResultsByDay,
   * as `ohp report noise`); `results` are then the whole record's, kept for its measurement times.
   */
  byDay?: NoiseResultsByDay | null | undefined;
}

/** A contract day (yyyy-MM-dd) at local noon, as the report form's days are read. */
const day = (iso: string) => (iso ? new Date(`${iso}T12:00:00`) : undefined);

/**
 * The report's pdfmake document, built by the same code as the server's and the CLI's. The device's
 * own summary goes in only while nothing is clipped (the device's whole-record figures are not
 * comparable with a clipped record's); the report then compares it with the norm computed under the
 * device's own criteria (@ohp/reports).
 */
export function buildReportDefinition(source: ReportSource): TDocumentDefinitions {
  const results = source.byDay?.results ?? source.results;
  const norms = (['nr15', 'nho01'] as const).filter((n) => results[n]);
  const first = norms[0] ? results[norms[0]] : undefined;
  const whole = norms[0] ? source.results[norms[0]] : undefined;
  if (!first || !whole) throw new Error('No result to report');
  const compare = source.record !== undefined && source.userClippings === 0;
  // Periods in time order in the report's table (device pauses and clippings mixed); order does not
  // change any figure.
  const series = {
    ...source.series,
    excluded: [...source.series.excluded].sort((a, b) => a.startMs - b.startMs),
  };
  const input = noiseReportInputFrom({
    language: source.language,
    generatedAt: source.generatedAt ?? new Date(),
    ...(source.logoDataUrl ? { logoDataUrl: source.logoDataUrl } : {}),
    familyLabel: source.model,
    instrument: {
      model: source.model,
      serialNumber: source.record?.serialNumber ?? '-',
      ...(source.record?.firmware ? { firmware: source.record.firmware } : {}),
      ...(source.certificate
        ? {
            certificate: {
              laboratory: source.certificate.laboratory,
              number: source.certificate.certificateNumber,
              date: day(source.certificate.calibrationDate),
              nextDate: day(source.certificate.nextCalibrationDate),
            },
          }
        : {}),
    },
    settings: dosimeterSettingsOf(source.record?.configuration, first.criteria),
    series,
    results,
    ...(compare && source.record ? { deviceSummary: source.record.summary } : {}),
    form: source.form,
  });
  return buildNoiseReport(source.byDay ? withWholeRecordMeasurement(input, whole, source.byDay.days) : input);
}

/**
 * e.g. "noise-report-2409000310AA-2026-03-10.pdf"; "noise-report-csv.pdf" for a record timed from
 * its start, which has no day.
 */
export function reportFileName(
  record: DosimeterRecord | undefined,
  series: Pick<NoiseSeries, 'startMs' | 'timeBase'>,
): string {
  const serial = (record?.serialNumber ?? 'csv').replace(/[^A-Za-z0-9_-]/g, '');
  if (series.timeBase !== 'absolute') return `noise-report-${serial}.pdf`;
  const d = new Date(series.startMs);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `noise-report-${serial}-${day}.pdf`;
}
