import type { Co2ExposureResult, Co2Norm, Co2Series } from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import { co2ChartData } from './chart-data.ts';
import type { Co2ReportFields, Co2ReportInput, Co2ReportInstrument } from './report-input.ts';

/** The report's view model from a series, its result and the evaluator's fields. */
export function co2ReportInputFrom(o: {
  language: Language;
  generatedAt: Date;
  logoDataUrl?: string;
  norm: Co2Norm;
  fields: Co2ReportFields;
  instrument: Co2ReportInstrument;
  series: Co2Series;
  result: Co2ExposureResult;
}): Co2ReportInput {
  const { series, result } = o;
  const n = series.offsetsS.length;
  const absolute = series.timeBase === 'absolute';
  const at = (offsetS: number) => new Date(series.startMs + offsetS * 1000);
  return {
    language: o.language,
    generatedAt: o.generatedAt,
    ...(o.logoDataUrl ? { logoDataUrl: o.logoDataUrl } : {}),
    norm: o.norm,
    fields: o.fields,
    instrument: o.instrument,
    ...(absolute && n > 0
      ? {
          start: at(series.offsetsS[0] as number),
          end: at((series.offsetsS[n - 1] as number) + series.intervalS),
        }
      : {}),
    result,
    charts: co2ChartData(series, result),
  };
}
