// ACGIH TLVs for carbon dioxide: TLV-TWA over 8 hours and TLV-STEL over 15 minutes.
import { ACGIH_REFERENCE_DAY_MIN, ACGIH_STEL_PPM, ACGIH_TWA_PPM } from './limits.ts';
import { blocksAbove, type RollingMax } from './windows.ts';
import type { AcgihCo2Result, Co2Block } from './types.ts';

export interface TwaInput {
  /** Σ Ci·ti over the measured registers, ppm·min. */
  sumPpmMin: number;
  /** Σ ti, minutes with data. */
  dataMin: number;
  /** The workday (journeyTime) to project to; undefined: no projection. */
  workdayMin: number | undefined;
  notProject: boolean;
}

/** The TWA is projected when a workday is given and projection is not refused (notProject). */
export const isProjected = (input: TwaInput): boolean => input.workdayMin !== undefined && !input.notProject;

/**
 * ACGIH TLV-TWA: TWA = Σ Ci·ti / 480 min.
 * - not projected (notProject, or no workday given): only the measured registers count; the
 *   unmeasured time of the 8 h counts as zero.
 * - projected to a workday T (journeyTime): the measured mean C̄ = Σ Ci·ti / Σ ti is taken to hold
 *   for the whole workday, so TWA = C̄ · T / 480 (= C̄ for an 8-hour workday).
 */
export function twa8h(input: TwaInput): number {
  if (!isProjected(input)) return input.sumPpmMin / ACGIH_REFERENCE_DAY_MIN;
  if (input.dataMin <= 0) return 0;
  return ((input.sumPpmMin / input.dataMin) * (input.workdayMin as number)) / ACGIH_REFERENCE_DAY_MIN;
}

export function evaluateAcgih(
  twa: TwaInput,
  rolling: RollingMax,
  blocks: readonly Co2Block[],
): AcgihCo2Result {
  const value = twa8h(twa);
  return {
    twaLimitPpm: ACGIH_TWA_PPM,
    stelLimitPpm: ACGIH_STEL_PPM,
    workdayMin: twa.workdayMin ?? null,
    projected: isProjected(twa),
    twa8hPpm: value,
    exceedsTwa: value > ACGIH_TWA_PPM,
    max15minPpm: rolling.maxPpm,
    max15minStartS: rolling.startS,
    // ACGIH TLV-STEL: a 15-minute TWA that should not be exceeded at any time during a workday.
    exceedsStel: rolling.maxPpm !== null && rolling.maxPpm > ACGIH_STEL_PPM,
    periodsAboveTwa: blocksAbove(blocks, ACGIH_TWA_PPM),
    periodsAboveStel: blocksAbove(blocks, ACGIH_STEL_PPM),
  };
}
