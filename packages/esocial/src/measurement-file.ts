// The figures of a saved measurement file, for the server: the same readers (@ohp/devices) and the
// same maths (@ohp/exposure) as `ohp analyze` with its default flags (noise with the NHO-01 preset,
// heat under the 2019 text at the given metabolic rate, vibration over the measured time). The CLI
// tests check these figures against `ohp analyze` for the emulator records of every family.
import { readReading } from '@ohp/devices';
import {
  assessHeat,
  assessHeatSeries,
  assessVibration,
  computeNoiseExposure,
  type HeatNorm,
  minutes,
  ms2,
  ms175,
  resolveCriteria,
  summariseIntervals,
  type VibrationAssessmentInput,
} from '@ohp/exposure';
import { co2Figures, heatFigures, noiseFigures, vibrationFigures } from './figures.ts';
import type { FigureSource, MeasurementFigures } from './agents.ts';
import { refuse } from './errors.ts';

export interface FileAnalysisOptions {
  /** Heat: the metabolic rate of the activity (W under the 2019 text, kcal/h under 1978). */
  readonly metabolicRate?: number | null;
  readonly heatNorm?: HeatNorm;
}

/** Figures of one file; refusals (unreadable file, heat without M) name the measurement. */
export function figuresOfFile(
  bytes: Uint8Array,
  source: FigureSource,
  options: FileAnalysisOptions = {},
): MeasurementFigures {
  const name = source.file ?? source.measurementId ?? '';
  const read = readReading(bytes);
  if (!read.ok) return refuse('unreadable', name);
  const r = read.data;
  if (r.domain === 'noise')
    return noiseFigures(computeNoiseExposure(r.noise.series, resolveCriteria('nho01')), source);
  if (r.domain === 'co2') return co2Figures(source);
  if (r.domain === 'heat') {
    const m = options.metabolicRate;
    if (m === undefined || m === null)
      return refuse('heatNeedsMetabolicRate', 'metabolicRate', { file: name });
    const norm = options.heatNorm ?? 'nr15-2019';
    const base = {
      norm,
      openSkyWithoutArtificialSource: false,
      clothingIncrementC: 0,
      hood: false,
      solarLoad: false,
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
    if (!result.ok) return refuse('unreadable', name);
    return heatFigures(result.data, source);
  }
  const v = r.vibration;
  if (v.kind !== 'intervals') return refuse('unreadable', name);
  const s = v.series;
  const evaluation = s.evaluation;
  if (!evaluation) return refuse('unreadable', name);
  const measuredMin = (s.x.length * s.intervalS) / 60;
  const sum = (k: 'x' | 'y' | 'z') =>
    summariseIntervals({
      rms: s[k],
      fourthPower: s.fourthPower?.[k],
      peak: s.peak?.[k],
      bands: s.spectrum?.bands[k],
    });
  const x = sum('x');
  const y = sum('y');
  const z = sum('z');
  const crests = [x.crestFactor, y.crestFactor, z.crestFactor].filter((c): c is number => c !== null);
  const input: VibrationAssessmentInput = {
    evaluation,
    workdayMin: minutes(measuredMin),
    components: [
      {
        minutes: minutes(measuredMin),
        axes: { x: ms2(x.rms), y: ms2(y.rms), z: ms2(z.rms) },
        ...(crests.length ? { crestFactor: Math.max(...crests) } : {}),
      },
    ],
    ...(x.vdv !== null && y.vdv !== null && z.vdv !== null
      ? {
          vdv: [
            {
              x: ms175(x.vdv),
              y: ms175(y.vdv),
              z: ms175(z.vdv),
              sampleMin: minutes(measuredMin),
              exposureMin: minutes(measuredMin),
            },
          ],
        }
      : {}),
  };
  return vibrationFigures(assessVibration(input), source);
}
