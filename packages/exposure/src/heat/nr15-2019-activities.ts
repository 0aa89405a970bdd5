// NR-15 Anexo 3 (Portaria SEPRT 1.359/2019) Quadro 2 = NR-09 Anexo 3 Quadro 3: metabolic rate by activity (W).
import { type Watts, watts } from '../units/index.ts';

export type ActivityPosture = 'seated' | 'standing' | 'moving' | 'other';

export interface Quadro2Activity {
  /**
   * The printed group: "Sentado", "Em pé, agachado ou ajoelhado", "Em pé, em movimento"; 'other' for the
   * last five rows (varrer … abertura de valas), which one transcription files under "Em pé, em movimento"
   * and another under "Outras atividades" (the picker's heading, 'heat:quadro2Group.<posture>').
   */
  readonly posture: ActivityPosture;
  /** i18n key under 'heat:quadro2.' (the printed wording is in docs/heat-calculations.md). */
  readonly key: string;
  readonly watts: Watts;
}

const row = (posture: ActivityPosture, key: string, w: number): Quadro2Activity => ({
  posture,
  key,
  watts: watts(w),
});

/**
 * The 52 rows in the printed order, as four independent transcriptions of the 2019 text print them
 * (docs/heat-calculations.md "Verification"). Some rates exceed the last row of the limit table
 * (606 W): they are valid entries of a time-weighted M, not an M to read the tables with alone.
 */
export const NR15_2019_QUADRO2: readonly Quadro2Activity[] = [
  row('seated', 'seated.rest', 100),
  row('seated', 'seated.handsLight', 126),
  row('seated', 'seated.handsModerate', 153),
  row('seated', 'seated.handsHeavy', 171),
  row('seated', 'seated.oneArmLight', 162),
  row('seated', 'seated.oneArmModerate', 198),
  row('seated', 'seated.oneArmHeavy', 234),
  row('seated', 'seated.twoArmsLight', 216),
  row('seated', 'seated.twoArmsModerate', 252),
  row('seated', 'seated.twoArmsHeavy', 288),
  row('seated', 'seated.armsLegsLight', 324),
  row('seated', 'seated.armsLegsModerate', 441),
  row('seated', 'seated.armsLegsHeavy', 603),
  row('standing', 'standing.rest', 126),
  row('standing', 'standing.handsLight', 153),
  row('standing', 'standing.handsModerate', 180),
  row('standing', 'standing.handsHeavy', 198),
  row('standing', 'standing.oneArmLight', 189),
  row('standing', 'standing.oneArmModerate', 225),
  row('standing', 'standing.oneArmHeavy', 261),
  row('standing', 'standing.twoArmsLight', 243),
  row('standing', 'standing.twoArmsModerate', 279),
  row('standing', 'standing.twoArmsHeavy', 315),
  row('standing', 'standing.bodyLight', 351),
  row('standing', 'standing.bodyModerate', 468),
  row('standing', 'standing.bodyHeavy', 630),
  row('moving', 'moving.walk2kmh', 198),
  row('moving', 'moving.walk3kmh', 252),
  row('moving', 'moving.walk4kmh', 297),
  row('moving', 'moving.walk5kmh', 360),
  row('moving', 'moving.walk10kg4kmh', 333),
  row('moving', 'moving.walk30kg4kmh', 450),
  row('moving', 'moving.run9kmh', 787),
  row('moving', 'moving.run12kmh', 873),
  row('moving', 'moving.run15kmh', 990),
  row('moving', 'moving.rampUp5deg4kmh', 324),
  row('moving', 'moving.rampUp15deg3kmh', 378),
  row('moving', 'moving.rampUp25deg3kmh', 540),
  row('moving', 'moving.rampUp20kg15deg4kmh', 486),
  row('moving', 'moving.rampUp20kg25deg4kmh', 738),
  row('moving', 'moving.rampDown5deg', 243),
  row('moving', 'moving.rampDown15deg', 252),
  row('moving', 'moving.rampDown25deg', 324),
  row('moving', 'moving.stairsUp', 522),
  row('moving', 'moving.stairsUp20kg', 648),
  row('moving', 'moving.stairsDown', 279),
  row('moving', 'moving.stairsDown20kg', 400),
  row('other', 'other.armsModerate', 320),
  row('other', 'other.liftPushModerate', 349),
  row('other', 'other.wheelbarrow', 391),
  row('other', 'other.carryVigorous', 495),
  row('other', 'other.liftPushDragHeavy', 524),
];
