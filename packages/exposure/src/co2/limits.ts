// Every CO2 limit and reference the platform evaluates against, each with its source.
import type { Season } from './types.ts';

/** NR-15 Anexo 11, Quadro nº 1: dióxido de carbono, LT 3.900 ppm (7.020 mg/m³), grau mínimo. */
export const NR15_LIMIT_PPM = 3900;
/** NR-15 Anexo 11, item 8: the Quadro nº 1 limits hold for workweeks of up to 48 hours. */
export const NR15_WEEKLY_HOURS = 48;
/** NR-15 Anexo 11, Quadro nº 2: fator de desvio for a LT above 1,000 ppm. */
export const NR15_DEVIATION_FACTOR = 1.1;
/** NR-15 Anexo 11, item 4: at least 10 samplings per point, at least 20 minutes apart. */
export const NR15_MIN_SAMPLES = 10;
export const NR15_MIN_SAMPLE_GAP_MIN = 20;

/** NR-15 Anexo 11, Quadro nº 2: fator de desvio (FD) by the limit's size (ppm or mg/m³). */
export const NR15_DEVIATION_TABLE: ReadonlyArray<{ above: number; upTo: number; factor: number }> = [
  { above: 0, upTo: 1, factor: 3 },
  { above: 1, upTo: 10, factor: 2 },
  { above: 10, upTo: 100, factor: 1.5 },
  { above: 100, upTo: 1000, factor: 1.25 },
  { above: 1000, upTo: Number.POSITIVE_INFINITY, factor: 1.1 },
];

/** NR-15 Anexo 11, Quadro nº 2: the deviation factor of a limit (a boundary value takes the lower row). */
export function deviationFactor(limit: number): number {
  const row = NR15_DEVIATION_TABLE.find((r) => limit > r.above && limit <= r.upTo);
  return row?.factor ?? 3;
}

/** NR-15 Anexo 11, item 5: valor máximo = L.T. × F.D. (3,900 × 1.1 = 4,290 ppm for CO2). */
export function nr15MaxValue(limit: number): number {
  return Math.round(limit * deviationFactor(limit) * 1e6) / 1e6;
}

/** ACGIH TLVs and BEIs, carbon dioxide [124-38-9]: TLV-TWA 5,000 ppm. */
export const ACGIH_TWA_PPM = 5000;
/** ACGIH TLVs and BEIs, carbon dioxide: TLV-STEL 30,000 ppm. */
export const ACGIH_STEL_PPM = 30000;
/** ACGIH TLVs and BEIs, Introduction: TLV-TWA is for a conventional 8-hour workday. */
export const ACGIH_REFERENCE_DAY_MIN = 480;
/** ACGIH TLVs and BEIs, Introduction: TLV-STEL is a 15-minute TWA exposure. */
export const STEL_WINDOW_S = 15 * 60;

/** SPEC §9: periods above a limit are counted over 15-register (15-minute) weighted averages. */
export const BLOCK_S = 15 * 60;

/** CO2Pro sensor range (docs/protocol.md §7.5): 0–50,000 ppm. */
export const CO2PRO_RANGE_PPM = 50000;

/** ANVISA RE nº 9/2003, Anexo IV (Padrões Referenciais, contaminação química): CO2 ≤ 1,000 ppm, indicator of outdoor-air renewal. */
export const IAQ_CO2_PPM = 1000;

/**
 * ANVISA RE nº 9/2003, Anexo IV (parâmetros físicos, after ABNT NBR 6401): recommended operating ranges, except art environments.
 * Winter humidity 35–65 % is not verified: stored summaries print 40–55 % (docs/co2-calculations.md, "Verification").
 */
export const IAQ_RANGES: Record<Season, { temperatureC: [number, number]; humidityPct: [number, number] }> = {
  summer: { temperatureC: [23, 26], humidityPct: [40, 65] },
  winter: { temperatureC: [20, 22], humidityPct: [35, 65] },
};
