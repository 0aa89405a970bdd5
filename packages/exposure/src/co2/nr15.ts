// NR-15 Anexo 11 (agentes químicos): CO2 judged by the arithmetic mean and the maximum value.
import {
  NR15_DEVIATION_FACTOR,
  NR15_LIMIT_PPM,
  NR15_MIN_SAMPLE_GAP_MIN,
  NR15_MIN_SAMPLES,
  nr15MaxValue,
} from './limits.ts';
import { blocksAbove } from './windows.ts';
import type { Co2Block, Nr15Co2Result } from './types.ts';

export interface Nr15Input {
  meanPpm: number;
  co2: Float64Array;
  /** From the first register's start to the last one's start, minutes. */
  firstToLastMin: number;
  blocks: readonly Co2Block[];
}

/** Samples strictly above the maximum value (Anexo 11 item 5: "não deverá ultrapassar"). */
export function countAbove(values: Float64Array, level: number): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > level) count++;
  return count;
}

export function evaluateNr15(input: Nr15Input): Nr15Co2Result {
  const maxValuePpm = nr15MaxValue(NR15_LIMIT_PPM);
  const samplesAboveMaxValue = countAbove(input.co2, maxValuePpm);
  return {
    limitPpm: NR15_LIMIT_PPM,
    deviationFactor: NR15_DEVIATION_FACTOR,
    maxValuePpm,
    meanPpm: input.meanPpm,
    // NR-15 Anexo 11 item 6: LT excedido quando a média aritmética das concentrações ultrapassar o Quadro nº 1.
    exceeds: input.meanPpm > NR15_LIMIT_PPM,
    samplesAboveMaxValue,
    // NR-15 Anexo 11 item 5: a sample above L.T. × F.D. is situação de risco grave e iminente.
    graveAndImminentRisk: samplesAboveMaxValue > 0,
    grade: 'minimum',
    // NR-15 Anexo 11 item 4: 10 samplings at least 20 minutes apart span at least 9 × 20 = 180 minutes.
    minimumSampling: input.firstToLastMin >= (NR15_MIN_SAMPLES - 1) * NR15_MIN_SAMPLE_GAP_MIN - 1e-9,
    periods: blocksAbove(input.blocks, NR15_LIMIT_PPM),
  };
}
