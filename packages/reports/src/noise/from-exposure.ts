import {
  checkCalibration,
  compareWithDevice,
  type DeviceNoiseSummary,
  dB,
  type NoiseExposureResult,
  type NoiseSeries,
  protectedExposure,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { clippingRows, noiseChartData } from './chart-data.ts';
import type { NoiseReportForm } from './report-form.ts';
import type {
  DeviceComparison,
  DosimeterSettings,
  NoiseNorm,
  NoiseNormResult,
  NoiseReportInput,
  NoiseReportInstrument,
} from './report-input.ts';

export interface NoiseReportSource {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  familyLabel: string;
  instrument: NoiseReportInstrument;
  settings: DosimeterSettings;
  series: NoiseSeries;
  /** One result per chosen norm, computed from `series`. */
  results: Partial<Record<NoiseNorm, NoiseExposureResult>>;
  deviceSummary?: DeviceNoiseSummary;
  form: NoiseReportForm;
}

const parseDay = (iso: string | undefined) => (iso ? new Date(`${iso}T12:00:00`) : undefined);
const orNaN = (v: number | null) => (v === null ? Number.NaN : v);

/**
 * The device's summary was computed under its own configuration: it is compared only with a result
 * computed under the same criterion, exchange rate and threshold (an NHO-01 recomputation of a
 * device set for NR-15 differs by design, not by error).
 */
function underDeviceCriteria(settings: DosimeterSettings, result: NoiseExposureResult): boolean {
  const c = result.criteria;
  return (
    c.criterionLevel === settings.criterionDb &&
    c.exchangeRate === settings.exchangeRate &&
    c.threshold === settings.thresholdDb
  );
}

function comparisons(source: NoiseReportSource, result: NoiseExposureResult): DeviceComparison[] | undefined {
  if (!source.deviceSummary || !underDeviceCriteria(source.settings, result)) return undefined;
  const labels: Record<string, string> = {
    dosePct: 'Dose',
    lavg: 'Lavg',
    laeq: 'LAeq',
    twa: 'TWA',
    ne: 'NE',
    nen: 'NEN',
  };
  return compareWithDevice(source.deviceSummary, result, source.series.intervalS / 60)
    .filter((c) => (c.unit === 'dB' || c.unit === '%') && c.computed !== null && labels[c.field])
    .map((c) => ({
      label: labels[c.field] ?? c.field,
      unit: c.unit as 'dB' | '%',
      device: c.device,
      computed: c.computed as number,
      differs: c.flagged,
    }));
}

function peakLabel(source: NoiseExposureResult['peakSource'], weighting: 'C' | 'Z' | undefined): string {
  if (source === 'peak') return weighting === 'Z' ? 'LZpeak' : 'LCpeak';
  return source === 'lafmax' ? 'LAFmax' : 'LAeq';
}

function normResult(norm: NoiseNorm, r: NoiseExposureResult, source: NoiseReportSource): NoiseNormResult {
  return {
    norm,
    criterionDb: r.criteria.criterionLevel,
    exchangeRate: r.criteria.exchangeRate,
    thresholdDb: r.criteria.threshold,
    dosePct: r.dosePct,
    projectedDose8hPct: r.projectedDosePct,
    projectedDoseWorkdayPct: r.projectedWorkdayDosePct,
    lavg: orNaN(r.lavg),
    laeq: orNaN(r.laeq),
    ne: r.ne ?? undefined,
    nen: r.nen ?? undefined,
    twa: norm === 'nr15' ? (r.twa ?? undefined) : undefined,
    minLevel: orNaN(r.minLevel),
    maxLevel: orNaN(r.maxLevel),
    peaksAbove115: r.peaksAbove115,
    exceeds115: r.exceeds115,
    nr15TableDosePct: norm === 'nr15' ? r.nr15TableDosePct : undefined,
    maxPeakDb: r.maxPeak ?? undefined,
    peakLabel: peakLabel(r.peakSource, source.series.peakWeighting),
    judgement: r.judgement,
    comparisons: comparisons(source, r),
  };
}

/** Turns a series, its results under each chosen norm and the evaluator's form into the report's input. */
export function noiseReportInputFrom(source: NoiseReportSource): NoiseReportInput {
  const norms = (['nr15', 'nho01'] as const).filter((n) => source.results[n]);
  const first = norms[0] ? source.results[norms[0]] : undefined;
  if (!first) throw new Error('noiseReportInputFrom needs at least one result');
  const { form, series } = source;
  const protectedBase = first.nen ?? first.lavg;
  const protector =
    form.protector && protectedBase !== null
      ? {
          ...form.protector,
          protectedLevelDb: protectedExposure(protectedBase, dB(form.protector.nrrsf), first.criteria)
            .protectedLevel,
        }
      : undefined;
  const calibration = form.calibration
    ? {
        ...form.calibration,
        ...(form.calibration.preDb !== undefined && form.calibration.postDb !== undefined
          ? (() => {
              const check = checkCalibration(dB(form.calibration.preDb), dB(form.calibration.postDb));
              return { deviationDb: check.deviationDb, withinTolerance: check.withinLimit };
            })()
          : {}),
      }
    : undefined;
  const certificate = form.certificate
    ? {
        laboratory: form.certificate.laboratory,
        number: form.certificate.number,
        date: parseDay(form.certificate.date),
        nextDate: parseDay(form.certificate.nextDate),
      }
    : source.instrument.certificate;
  const spanMs = series.laeq.length * series.intervalS * 1000;
  return {
    language: source.language,
    generatedAt: source.generatedAt,
    logoDataUrl: source.logoDataUrl,
    familyLabel: source.familyLabel,
    context: { ...form.context, assessmentDate: parseDay(form.context.assessmentDate) },
    instrument: { ...source.instrument, certificate },
    settings: source.settings,
    measurement: {
      start: new Date(series.startMs),
      end: new Date(series.startMs + spanMs),
      ...(series.timeBase === 'relative' ? { relative: true } : {}),
      durationMinutes: first.durationMin,
      pausedMinutes: first.pausedMin,
      clippedMinutes: first.clippedMin,
    },
    results: norms.map((n) => normResult(n, source.results[n] as NoiseExposureResult, source)),
    protector,
    calibration,
    clippings: clippingRows(series),
    charts: noiseChartData(series),
    uncertainty: form.uncertainty,
  };
}
