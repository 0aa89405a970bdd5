// ANVISA RE nº 9/2003 indoor-air-quality reference: a building reference, not an occupational limit.
import { IAQ_CO2_PPM, IAQ_RANGES } from './limits.ts';
import { blocksAbove } from './windows.ts';
import type { Co2Block, IndoorAirResult, RangeCheck, Season } from './types.ts';

/** Mean, extremes and share of logged time inside [min, max]; null when nothing was logged. */
export function rangeCheck(values: Float64Array | undefined, min: number, max: number): RangeCheck | null {
  if (!values) return null;
  let sum = 0;
  let count = 0;
  let inside = 0;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
    if (v >= min && v <= max) inside++;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (count === 0) return null;
  const meanValue = sum / count;
  return {
    min,
    max,
    meanValue,
    minValue: lo,
    maxValue: hi,
    percentInRange: (inside / count) * 100,
    withinRange: meanValue >= min && meanValue <= max,
  };
}

export interface IndoorAirInput {
  meanPpm: number;
  samplesAbove: number;
  samples: number;
  intervalS: number;
  blocks: readonly Co2Block[];
  season: Season;
  temperature: Float64Array | undefined;
  humidity: Float64Array | undefined;
}

export function evaluateIndoorAir(input: IndoorAirInput): IndoorAirResult {
  const ranges = IAQ_RANGES[input.season];
  return {
    referencePpm: IAQ_CO2_PPM,
    meanPpm: input.meanPpm,
    // ANVISA RE nº 9/2003, Anexo IV: ≤ 1,000 ppm; the measured mean is compared with it.
    exceeds: input.meanPpm > IAQ_CO2_PPM,
    minutesAbove: (input.samplesAbove * input.intervalS) / 60,
    percentAbove: input.samples > 0 ? (input.samplesAbove / input.samples) * 100 : 0,
    periods: blocksAbove(input.blocks, IAQ_CO2_PPM),
    season: input.season,
    temperature: rangeCheck(input.temperature, ...ranges.temperatureC),
    humidity: rangeCheck(input.humidity, ...ranges.humidityPct),
  };
}
