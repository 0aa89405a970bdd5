// The activity picker's table for each text of NR-15 Anexo 3, with the i18n keys that name a row: the
// web picker and the PDF report read the same rows, so a saved key names the same activity in both.
import { NR15_1978_QUADRO3 } from './nr15-1978.ts';
import { type ActivityPosture, NR15_2019_QUADRO2 } from './nr15-2019-activities.ts';
import type { HeatNorm } from './types.ts';

export interface HeatActivityRow {
  /** The key saved with a measurement or a component (`activity`). */
  readonly key: string;
  /** i18n key of the row's wording. */
  readonly labelKey: string;
  /** 2019 texts: the printed heading the row sits under, and its i18n key ('heat:quadro2Group.'). */
  readonly group?: ActivityPosture;
  readonly groupKey?: string;
  /** M in the norm's unit: kcal/h for the 1978 text (Quadro 3), W for 2019 (Quadro 2). */
  readonly rate: number;
}

const TABLE_1978: readonly HeatActivityRow[] = NR15_1978_QUADRO3.map((a) => ({
  key: a.key,
  labelKey: `heat:activities1978.${a.key}`,
  rate: a.kcalPerHour,
}));

const TABLE_2019: readonly HeatActivityRow[] = NR15_2019_QUADRO2.map((a) => ({
  key: a.key,
  labelKey: `heat:quadro2.${a.key}`,
  group: a.posture,
  groupKey: `heat:quadro2Group.${a.posture}`,
  rate: a.watts,
}));

/** The norm's activity table in the printed order: Quadro 3 (1978, kcal/h) or Quadro 2 (2019, W). */
export function heatActivityTable(norm: HeatNorm): readonly HeatActivityRow[] {
  return norm === 'nr15-1978' ? TABLE_1978 : TABLE_2019;
}

/**
 * The row a saved key names in the norm's table, or undefined: a key of another norm's table, or of a
 * table no longer offered (the ISO 8996 classes the 2019 picker showed before Quadro 2), names none.
 */
export function heatActivityRow(norm: HeatNorm, key: string | null | undefined): HeatActivityRow | undefined {
  if (!key) return undefined;
  return heatActivityTable(norm).find((a) => a.key === key);
}
