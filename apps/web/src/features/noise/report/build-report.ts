import type { DosimeterRecord } from '@ohp/devices';
import type { NoiseExposureResult, NoisePresetName, NoiseSeries } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import {
  buildNoiseReport,
  type DosimeterSettings,
  type NoiseReportForm,
  noiseReportInputFrom,
} from '@ohp/reports';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { deviceNorm } from '../lib/criteria';

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
}

function settingsOf(record: DosimeterRecord | undefined, first: NoiseExposureResult): DosimeterSettings {
  if (!record) {
    return {
      weightingCurve: 'A',
      timeWeighting: '-',
      thresholdDb: first.criteria.threshold,
      criterionDb: first.criteria.criterionLevel,
      exchangeRate: first.criteria.exchangeRate,
    };
  }
  const c = record.configuration;
  return {
    weightingCurve: c.weighting,
    timeWeighting: c.timeWeighting,
    thresholdDb: c.thresholdDb,
    criterionDb: c.criterionDb,
    exchangeRate: c.exchangeRate,
    peakCurve: c.peakCurve,
    startDelaySeconds: c.startDelay * 60,
  };
}

/**
 * The report's pdfmake document, built by the same code as the server's and the CLI's. The device's
 * own summary is compared only when the one chosen norm was computed with the device's configuration
 * and nothing was clipped (comparing an NHO-01 recomputation with a device set for NR-15, or a
 * clipped record with the device's whole-record figures, would flag differences that are not errors).
 */
export function buildReportDefinition(source: ReportSource): TDocumentDefinitions {
  const norms = (['nr15', 'nho01'] as const).filter((n) => source.results[n]);
  const first = norms[0] ? source.results[norms[0]] : undefined;
  if (!first) throw new Error('No result to report');
  const dn = deviceNorm(source.record);
  const compare =
    source.record !== undefined && source.userClippings === 0 && norms.length === 1 && norms[0] === dn;
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
    },
    settings: settingsOf(source.record, first),
    series,
    results: source.results,
    ...(compare && source.record ? { deviceSummary: source.record.summary } : {}),
    form: source.form,
  });
  return buildNoiseReport(input);
}

/** e.g. "noise-report-2409000310AA-2026-03-10.pdf" */
export function reportFileName(record: DosimeterRecord | undefined, startMs: number): string {
  const d = new Date(startMs);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const serial = (record?.serialNumber ?? 'csv').replace(/[^A-Za-z0-9_-]/g, '');
  return `noise-report-${serial}-${day}.pdf`;
}
