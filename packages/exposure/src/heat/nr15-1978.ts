// NR-15 Anexo 3, original text (Portaria MTb 3.214/1978, in force until 2019-12-09): Quadros 1, 2, 3.
import type { Celsius, KcalPerHour } from '../units/index.ts';
import type { HeatRegime, Workload } from './types.ts';

/** Tolerance that only absorbs floating-point noise in comparisons with tabulated values. */
const EPS = 1e-9;

/**
 * NR-15 Anexo 3 (1978) Quadro 1 — upper IBUTG (°C) of each regime by workload, rest at the place of
 * work: continuous up to, 45/15 up to, 30/30 up to, 15/45 up to; above the last, not allowed.
 */
export const NR15_1978_QUADRO1: Readonly<Record<Workload, readonly [number, number, number, number]>> = {
  light: [30.0, 30.6, 31.4, 32.2],
  moderate: [26.7, 28.0, 29.4, 31.1],
  heavy: [25.0, 25.9, 27.9, 30.0],
};

const REGIMES: readonly HeatRegime[] = ['continuous', '45/15', '30/30', '15/45'];

/**
 * Regime required by Quadro 1. The table's bands are written to 0.1 °C ("30,1 a 30,6"): a value
 * between two bands (e.g. 30.05) belongs to the higher one, because "até 30,0" ends at 30.0.
 */
export function regimeFor1978(ibutg: Celsius, workload: Workload): HeatRegime {
  const limits = NR15_1978_QUADRO1[workload];
  for (let i = 0; i < limits.length; i++)
    if (ibutg <= (limits[i] as number) + EPS) return REGIMES[i] as HeatRegime;
  return 'not_allowed';
}

/** NR-15 Anexo 3 (1978) Quadro 2 — M (kcal/h) → maximum IBUTG (°C), rest elsewhere. */
export const NR15_1978_QUADRO2: readonly (readonly [number, number])[] = [
  [175, 30.5],
  [200, 30.0],
  [250, 28.5],
  [300, 27.5],
  [350, 26.5],
  [400, 26.0],
  [450, 25.5],
  [500, 25.0],
];

export interface Quadro3Activity {
  /** i18n key under 'heat:activities1978.' */
  readonly key: string;
  readonly workload: Workload | 'rest';
  readonly kcalPerHour: KcalPerHour;
}

const k = (n: number) => n as KcalPerHour;

/** NR-15 Anexo 3 (1978) Quadro 3 — metabolic rate by activity (kcal/h), for the activity picker. */
export const NR15_1978_QUADRO3: readonly Quadro3Activity[] = [
  { key: 'seatedRest', workload: 'rest', kcalPerHour: k(100) },
  { key: 'seatedArmsTrunk', workload: 'light', kcalPerHour: k(125) },
  { key: 'seatedArmsLegs', workload: 'light', kcalPerHour: k(150) },
  { key: 'standingLightMachineArms', workload: 'light', kcalPerHour: k(150) },
  { key: 'seatedVigorous', workload: 'moderate', kcalPerHour: k(180) },
  { key: 'standingLightMachineMoving', workload: 'moderate', kcalPerHour: k(175) },
  { key: 'standingModerateMachineMoving', workload: 'moderate', kcalPerHour: k(220) },
  { key: 'movingLiftPush', workload: 'moderate', kcalPerHour: k(300) },
  { key: 'intermittentLiftPushDrag', workload: 'heavy', kcalPerHour: k(440) },
  { key: 'exhausting', workload: 'heavy', kcalPerHour: k(550) },
];

/**
 * Workload class of a metabolic rate, from the groups of Quadro 3: light up to 150 kcal/h, moderate
 * up to 300 kcal/h, heavy above (the table's groups do not overlap: 150 | 175–300 | 440–550).
 */
export function workloadOf1978(m: KcalPerHour): Workload {
  if (m <= 150 + EPS) return 'light';
  if (m <= 300 + EPS) return 'moderate';
  return 'heavy';
}
