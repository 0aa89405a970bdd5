// One pass over a CO2 series, then the three evaluations (NR-15, ACGIH, indoor air).
import { evaluateAcgih } from './acgih.ts';
import { evaluateIndoorAir } from './indoor-air.ts';
import { IAQ_CO2_PPM } from './limits.ts';
import { evaluateNr15 } from './nr15.ts';
import type { Co2ExposureResult, Co2Options, Co2Series } from './types.ts';
import { fifteenMinuteBlocks, rollingMax } from './windows.ts';

/** Thrown for a series the maths cannot take (a reader bug, never user input: readers check it). */
export class Co2SeriesError extends Error {
  override readonly name = 'Co2SeriesError';
}

export function assertValidCo2Series(series: Co2Series): void {
  const { offsetsS, co2, intervalS } = series;
  if (!(intervalS > 0) || !Number.isFinite(intervalS)) throw new Co2SeriesError('interval must be > 0');
  if (co2.length === 0) throw new Co2SeriesError('no registers');
  if (offsetsS.length !== co2.length) throw new Co2SeriesError('offsets and co2 differ in length');
  for (let i = 1; i < offsetsS.length; i++) {
    if ((offsetsS[i] as number) - (offsetsS[i - 1] as number) < intervalS - 1e-6) {
      throw new Co2SeriesError(`registers ${i - 1} and ${i} overlap`);
    }
  }
}

/** What one pass over the registers gathers. */
interface RegisterScan {
  sum: number;
  min: number;
  max: number;
  maxAt: number;
  saturated: number;
  aboveIaq: number;
}

/**
 * The pass over the registers, a function of its own: compiled whole once it is hot, rather than
 * compiled on stack replacement inside computeCo2Exposure, whose code after the loop (never run
 * before) then threw the compiled code away on every call.
 */
function scanRegisters(co2: Float64Array, offsetsS: Float64Array, rangePpm: number): RegisterScan {
  const n = co2.length;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let maxAt = 0;
  let saturated = 0;
  let aboveIaq = 0;
  for (let i = 0; i < n; i++) {
    const c = co2[i] as number;
    sum += c;
    if (c < min) min = c;
    if (c > max) {
      max = c;
      maxAt = offsetsS[i] as number;
    }
    if (c >= rangePpm) saturated++;
    if (c > IAQ_CO2_PPM) aboveIaq++;
  }
  return { sum, min, max, maxAt, saturated, aboveIaq };
}

export function computeCo2Exposure(series: Co2Series, options: Co2Options = {}): Co2ExposureResult {
  assertValidCo2Series(series);
  const { co2, offsetsS, intervalS: dt, rangePpm } = series;
  const n = co2.length;
  const { sum, min, max, maxAt, saturated, aboveIaq } = scanRegisters(co2, offsetsS, rangePpm);
  // Every register lasts dt, so the time-weighted mean Σ Ci·ti / Σ ti is the arithmetic mean.
  const mean = sum / n;
  const dataMin = (n * dt) / 60;
  const first = offsetsS[0] as number;
  const last = offsetsS[n - 1] as number;
  const spanMin = (last + dt - first) / 60;
  const blocks = fifteenMinuteBlocks(series);
  const rolling = rollingMax(series);
  const anySaturated = saturated > 0;
  return {
    samples: n,
    intervalS: dt,
    durationMin: dataMin,
    spanMin,
    pausedMin: Math.max(0, spanMin - dataMin),
    meanPpm: mean,
    minPpm: min,
    maxPpm: max,
    maxAtS: maxAt,
    rangePpm,
    saturatedSamples: saturated,
    atLeast: { mean: anySaturated, max: anySaturated, twa8h: anySaturated, max15min: rolling.atLeast },
    blocks,
    nr15: evaluateNr15({ meanPpm: mean, co2, firstToLastMin: (last - first) / 60, blocks }),
    acgih: evaluateAcgih(
      {
        sumPpmMin: (sum * dt) / 60,
        dataMin,
        workdayMin: options.workdayMin,
        notProject: options.notProject ?? false,
      },
      rolling,
      blocks,
    ),
    indoorAir: evaluateIndoorAir({
      meanPpm: mean,
      samplesAbove: aboveIaq,
      samples: n,
      intervalS: dt,
      blocks,
      season: options.season ?? 'summer',
      temperature: series.temperature,
      humidity: series.humidity,
    }),
  };
}
