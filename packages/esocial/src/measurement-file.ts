// The figures of a saved measurement file, for the server: the same readers (@ohp/devices) and the
// same maths (@ohp/exposure) as `ohp analyze` with its default flags (noise with the NHO-01 preset,
// heat with the analysis the measurement was saved with — its NR-15 Anexo 3 text, hood, clothing —
// at the given metabolic rate, vibration over the measured time). The CLI tests check these figures
// against `ohp analyze` for the emulator records of every family. The figures' `source.date` is the
// record's start (the measurement date), when the caller gave none.
import { type Reading, readReading } from '@ohp/devices';
import {
  assessHeat,
  assessHeatSeries,
  assessVibrationByDay,
  assessVibrationIntervals,
  computeNoiseExposure,
  computeNoiseExposureByDay,
  type HeatNorm,
  resolveCriteria,
} from '@ohp/exposure';
import { co2Figures, heatFigures, noiseFigures, vibrationFigures } from './figures.ts';
import type { FigureSource, MeasurementFigures } from './agents.ts';
import { EsocialError, refuse } from './errors.ts';
import { DEFAULT_HEAT_ANALYSIS, type HeatAnalysis } from './heat-state.ts';

export interface FileAnalysisOptions {
  /** Heat: the metabolic rate of the activity (W under the 2019 text, kcal/h under 1978). */
  readonly metabolicRate?: number | null;
  readonly heatNorm?: HeatNorm;
  /** Heat: the analysis saved with the measurement (heatAnalysisOfState); `heatNorm` overrides its text. */
  readonly heat?: HeatAnalysis;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * yyyy-mm-dd of the record's start: the wall clock the instrument wrote (the readers keep it as
 * local time), or null when the file carries no date (a CSV with relative times).
 */
export function recordDateOf(r: Reading): string | null {
  const fromText = (text: string | undefined) =>
    text && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
  const fromMs = (ms: number, base: 'absolute' | 'relative' = 'absolute') => {
    if (base !== 'absolute' || !Number.isFinite(ms) || ms <= 0) return null;
    const d = new Date(ms);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  switch (r.domain) {
    case 'noise':
      return fromMs(r.noise.series.startMs, r.noise.series.timeBase);
    case 'heat':
      return fromText(r.record?.start) ?? fromMs(r.heat.series.startMs, r.heat.series.timeBase);
    case 'co2':
      return fromText(r.record?.start) ?? fromMs(r.series.startMs, r.series.timeBase);
    case 'vibration':
      return (
        fromText(r.record?.start) ??
        (r.vibration.kind === 'intervals' ? fromText(r.vibration.series.start) : null)
      );
  }
}

/** Figures of one file; refusals (unreadable file, heat without M) name the measurement. */
export function figuresOfFile(
  bytes: Uint8Array,
  given: FigureSource,
  options: FileAnalysisOptions = {},
): MeasurementFigures {
  let source = given;
  const name = source.file ?? source.measurementId ?? '';
  const read = readReading(bytes);
  if (!read.ok) return refuse('unreadable', name);
  const r = read.data;
  const date = source.date ?? recordDateOf(r);
  if (date) source = { ...source, date };
  if (r.domain === 'noise') {
    const criteria = resolveCriteria('nho01');
    // Longer than a day: the worst day's figures, as `ohp analyze noise` prints them.
    const byDay = computeNoiseExposureByDay(r.noise.series, criteria);
    const worst = byDay?.days[byDay.worst];
    if (byDay && worst)
      return {
        ...noiseFigures(worst.result, worst.date ? { ...source, date: worst.date } : source),
        ofDays: byDay.days.length,
      };
    return noiseFigures(computeNoiseExposure(r.noise.series, criteria), source);
  }
  if (r.domain === 'co2') return co2Figures(source);
  if (r.domain === 'heat') {
    const analysis = options.heat ?? DEFAULT_HEAT_ANALYSIS;
    const m = options.metabolicRate ?? analysis.metabolicRate;
    if (m === undefined || m === null)
      return refuse('heatNeedsMetabolicRate', 'metabolicRate', { file: name });
    const norm = options.heatNorm ?? analysis.norm;
    const base = {
      norm,
      rest: analysis.rest,
      ...(analysis.workload ? { workload: analysis.workload } : {}),
      openSkyWithoutArtificialSource: norm === 'nr15-2019' && analysis.openSky,
      clothingIncrementC: norm === 'nr15-2019' ? analysis.clothingIncrementC : 0,
      hood: analysis.hood,
      solarLoad: analysis.solarLoad,
    };
    // As `ohp analyze heat --metabolic-rate M`: one activity, spread over the critical window found.
    const series = assessHeatSeries(r.heat.series, {
      ...base,
      activities: [{ minutes: 60, metabolicRate: m }],
    });
    if (series === null) return refuse('unreadable', name);
    const window = series.window.minutes;
    const result = assessHeat({
      ...base,
      situations: [{ minutes: window, ibutg: series.window.meanIbutg }],
      activities: [{ minutes: window, metabolicRate: m }],
    });
    if (!result.ok)
      throw new EsocialError(result.reason.key, { field: 'metabolicRate', ...result.reason.values });
    return heatFigures(result.data, source);
  }
  const v = r.vibration;
  if (v.kind !== 'intervals') return refuse('unreadable', name);
  const evaluation = v.series.evaluation;
  if (!evaluation) return refuse('unreadable', name);
  // Longer than a day: the worst day's figures, each day a workday of its own (as
  // `ohp analyze vibration`).
  const byDay = assessVibrationByDay(v.series, evaluation);
  const worst = byDay?.days[byDay.worst];
  if (byDay && worst)
    return {
      ...vibrationFigures(worst.assessment, worst.date ? { ...source, date: worst.date } : source),
      ofDays: byDay.days.length,
    };
  return vibrationFigures(assessVibrationIntervals(v.series, evaluation), source);
}
