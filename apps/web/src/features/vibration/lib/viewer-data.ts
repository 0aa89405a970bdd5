import type { VibrationData } from '@ohp/devices/readings';
import {
  type AxisValues,
  analyzeSignal,
  axisFactors,
  type BandResolution,
  canWeightSignal,
  isVibrationError,
  resultant,
  type VibrationEvaluation,
} from '@ohp/exposure';
import { summariesOf } from './interval-summaries';
import { overallOf, overallSeries } from './overall-series';

// What the axis viewer shows of a reading: per-axis figures, the overall (amr of each interval)
// over time and the band spectra. Every figure comes from @ohp/exposure; nothing is recomputed here.

export type ViewerAxis = 'x' | 'y' | 'z';
export const viewerAxes: readonly ViewerAxis[] = ['x', 'y', 'z'];

export interface AxisFigures {
  rms: number;
  vdv: number | null;
  peak: number | null;
  crestFactor: number | null;
}

export interface ViewerData {
  evaluation: VibrationEvaluation;
  /** Clock time of the first interval (records); undefined for a raw CSV (elapsed seconds). */
  startMs: number | undefined;
  intervalS: number;
  history: AxisValues<ArrayLike<number>> & { overall: Float64Array };
  axes: AxisValues<AxisFigures>;
  /** NHO-09/NHO-10 §4 amr of the whole reading (whole body with the 1.4/1.4/1.0 factors). */
  overall: number;
  /** Unweighted band r.m.s. per axis (null where the axis carries none). */
  spectrum: { resolution: BandResolution; centres: number[]; bands: AxisValues<number[] | null> } | null;
  crestFactorWarning: boolean;
}

const CREST_LIMIT = 9;

const perAxis = <T>(f: (axis: ViewerAxis) => T): AxisValues<T> => ({ x: f('x'), y: f('y'), z: f('z') });

/**
 * The evaluation a reading opens under: a raw signal's first that its sample rate can carry
 * (hand-arm, else whole body: a 1 kHz seat signal opens as whole body), hand-arm otherwise.
 */
export function firstEvaluation(data: VibrationData): VibrationEvaluation {
  if (data.kind !== 'raw') return 'hand-arm';
  const rate = data.raw.sampleRate;
  return !canWeightSignal('hand-arm', rate) && canWeightSignal('whole-body', rate)
    ? 'whole-body'
    : 'hand-arm';
}

/** What the viewer shows, or why a raw signal cannot be analysed so (its rate too low for the weighting). */
export type ViewerDataResult =
  | { ok: true; data: ViewerData }
  | { ok: false; key: string; values: Record<string, string | number> };

export function tryViewerData(data: VibrationData, chosen: VibrationEvaluation): ViewerDataResult {
  try {
    return { ok: true, data: viewerData(data, chosen) };
  } catch (error) {
    if (isVibrationError(error)) return { ok: false, key: error.key, values: { ...error.values } };
    throw error;
  }
}

/** The record's evaluation, else the one the user chose (an 'analog' or 'none' record). */
export function viewerData(data: VibrationData, chosen: VibrationEvaluation): ViewerData {
  if (data.kind === 'raw') {
    const { raw } = data;
    const evaluation = chosen;
    const a = analyzeSignal({ evaluation, sampleRate: raw.sampleRate, bands: 'third' }, raw.x, raw.y, raw.z);
    const axes = perAxis<AxisFigures>((k) => ({
      ...a.axes[k],
      vdv: evaluation === 'whole-body' ? a.axes[k].vdv : null,
    }));
    return {
      evaluation,
      startMs: undefined,
      intervalS: 1,
      history: { ...a.history, overall: overallSeries(a.history, evaluation) },
      axes,
      overall: resultant({ x: a.axes.x.rms, y: a.axes.y.rms, z: a.axes.z.rms }, axisFactors(evaluation)),
      spectrum: { resolution: a.spectrum.kind, centres: a.spectrum.centres, bands: a.spectrum.unweighted },
      crestFactorWarning: a.crestFactorWarning,
    };
  }
  const s = data.series;
  const evaluation = s.evaluation ?? chosen;
  // From the file worker when the reading came through it (the whole record's pass, bands included).
  const summaries = summariesOf(s);
  const axes = perAxis<AxisFigures>((k) => {
    const m = summaries[k];
    return { rms: m.rms, vdv: m.vdv, peak: m.peak, crestFactor: m.crestFactor };
  });
  // From the file worker too, when it came through it under this evaluation.
  const history = { x: s.x, y: s.y, z: s.z, overall: overallOf(s, evaluation) };
  return {
    evaluation,
    startMs: Date.parse(`${s.start}Z`),
    intervalS: s.intervalS,
    history,
    axes,
    overall: resultant({ x: axes.x.rms, y: axes.y.rms, z: axes.z.rms }, axisFactors(evaluation)),
    spectrum: s.spectrum
      ? {
          resolution: s.spectrum.resolution,
          centres: Array.from(s.spectrum.centres),
          bands: {
            x: summaries.x.bands,
            y: summaries.y.bands,
            z: summaries.z.bands,
          },
        }
      : null,
    crestFactorWarning: viewerAxes.some((k) => (axes[k].crestFactor ?? 0) > CREST_LIMIT),
  };
}
