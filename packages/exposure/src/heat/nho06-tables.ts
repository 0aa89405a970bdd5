// NR-15 Anexo 3 (Portaria SEPRT 1.359/2019), NR-09 Anexo 3 and NHO-06 (Fundacentro, 2017) tables in W and °C.
import type { Watts } from '../units/index.ts';

/**
 * NR-15 Anexo 3 (2019) Quadro 1 = NR-09 Anexo 3 Quadro 2: M (W) → IBUTG_MAX (°C), acclimatised workers.
 * Rows as printed (two independent transcriptions of the Portaria 1.359/2019 text agree on all 91,
 * docs/heat-calculations.md "Verification"). They follow 56.7 − 11.5·log10(M) in steps of 0.1 °C with M
 * the integer part of the exact M rounded to 0.1 W: hence 165 (164.96…) → 31.2 and 289 (288.98…) → 28.4.
 */
export const NR15_2019_LIMIT: readonly (readonly [number, number])[] = [
  [100, 33.7],
  [102, 33.6],
  [104, 33.5],
  [106, 33.4],
  [108, 33.3],
  [110, 33.2],
  [112, 33.1],
  [115, 33.0],
  [117, 32.9],
  [119, 32.8],
  [122, 32.7],
  [124, 32.6],
  [127, 32.5],
  [129, 32.4],
  [132, 32.3],
  [135, 32.2],
  [137, 32.1],
  [140, 32.0],
  [143, 31.9],
  [146, 31.8],
  [149, 31.7],
  [152, 31.6],
  [155, 31.5],
  [158, 31.4],
  [161, 31.3],
  [165, 31.2],
  [168, 31.1],
  [171, 31.0],
  [175, 30.9],
  [178, 30.8],
  [182, 30.7],
  [186, 30.6],
  [189, 30.5],
  [193, 30.4],
  [197, 30.3],
  [201, 30.2],
  [205, 30.1],
  [209, 30.0],
  [214, 29.9],
  [218, 29.8],
  [222, 29.7],
  [227, 29.6],
  [231, 29.5],
  [236, 29.4],
  [241, 29.3],
  [246, 29.2],
  [251, 29.1],
  [256, 29.0],
  [261, 28.9],
  [266, 28.8],
  [272, 28.7],
  [277, 28.6],
  [283, 28.5],
  [289, 28.4],
  [294, 28.3],
  [300, 28.2],
  [306, 28.1],
  [313, 28.0],
  [319, 27.9],
  [325, 27.8],
  [332, 27.7],
  [339, 27.6],
  [346, 27.5],
  [353, 27.4],
  [360, 27.3],
  [367, 27.2],
  [374, 27.1],
  [382, 27.0],
  [390, 26.9],
  [398, 26.8],
  [406, 26.7],
  [414, 26.6],
  [422, 26.5],
  [431, 26.4],
  [440, 26.3],
  [448, 26.2],
  [458, 26.1],
  [467, 26.0],
  [476, 25.9],
  [486, 25.8],
  [496, 25.7],
  [506, 25.6],
  [516, 25.5],
  [526, 25.4],
  [537, 25.3],
  [548, 25.2],
  [559, 25.1],
  [570, 25.0],
  [582, 24.9],
  [594, 24.8],
  [606, 24.7],
];

/**
 * NR-09 Anexo 3 (2019) Quadro 1, action level for acclimatised workers: M (W) → IBUTG (°C).
 * Rows as printed (one transcription of the published text, docs/heat-calculations.md "Verification"):
 * 59.9 − 14.1·log10(M) in steps of 0.1 °C, M by the limit table's rule (e.g. 131.998 → 132 → 30.0),
 * and the printed table has no 22.2 °C row: 464 W → 22.3 is followed by 479 W → 22.1.
 */
export const NR09_ACTION_LEVEL: readonly (readonly [number, number])[] = [
  [100, 31.7],
  [101, 31.6],
  [103, 31.5],
  [105, 31.4],
  [106, 31.3],
  [108, 31.2],
  [110, 31.1],
  [112, 31.0],
  [114, 30.9],
  [115, 30.8],
  [117, 30.7],
  [119, 30.6],
  [121, 30.5],
  [123, 30.4],
  [125, 30.3],
  [127, 30.2],
  [129, 30.1],
  [132, 30.0],
  [134, 29.9],
  [136, 29.8],
  [138, 29.7],
  [140, 29.6],
  [143, 29.5],
  [145, 29.4],
  [148, 29.3],
  [150, 29.2],
  [152, 29.1],
  [155, 29.0],
  [158, 28.9],
  [160, 28.8],
  [163, 28.7],
  [165, 28.6],
  [168, 28.5],
  [171, 28.4],
  [174, 28.3],
  [177, 28.2],
  [180, 28.1],
  [183, 28.0],
  [186, 27.9],
  [189, 27.8],
  [192, 27.7],
  [195, 27.6],
  [198, 27.5],
  [201, 27.4],
  [205, 27.3],
  [208, 27.2],
  [212, 27.1],
  [215, 27.0],
  [219, 26.9],
  [222, 26.8],
  [226, 26.7],
  [230, 26.6],
  [233, 26.5],
  [237, 26.4],
  [241, 26.3],
  [245, 26.2],
  [249, 26.1],
  [253, 26.0],
  [257, 25.9],
  [262, 25.8],
  [266, 25.7],
  [270, 25.6],
  [275, 25.5],
  [279, 25.4],
  [284, 25.3],
  [289, 25.2],
  [293, 25.1],
  [298, 25.0],
  [303, 24.9],
  [308, 24.8],
  [313, 24.7],
  [318, 24.6],
  [324, 24.5],
  [329, 24.4],
  [334, 24.3],
  [340, 24.2],
  [345, 24.1],
  [351, 24.0],
  [357, 23.9],
  [363, 23.8],
  [369, 23.7],
  [375, 23.6],
  [381, 23.5],
  [387, 23.4],
  [394, 23.3],
  [400, 23.2],
  [407, 23.1],
  [414, 23.0],
  [420, 22.9],
  [427, 22.8],
  [434, 22.7],
  [442, 22.6],
  [449, 22.5],
  [456, 22.4],
  [464, 22.3],
  [479, 22.1],
  [487, 22.0],
  [495, 21.9],
  [503, 21.8],
  [511, 21.7],
  [520, 21.6],
  [528, 21.5],
  [537, 21.4],
  [546, 21.3],
  [555, 21.2],
  [564, 21.1],
  [573, 21.0],
  [583, 20.9],
  [593, 20.8],
  [602, 20.7],
];

export interface ClothingIncrement {
  /** i18n key under 'heat:clothing.' */
  readonly key: string;
  readonly incrementC: number;
}

/**
 * NR-09 Anexo 3 Quadro 4 (the NHO-06 clothing table): increments to the mean IBUTG by clothing (°C).
 * Row by row as the stored copy at stresstermicosindusconrs.com.br (checked 2026-11-25) prints it.
 */
export const CLOTHING_INCREMENTS: readonly ClothingIncrement[] = [
  { key: 'workUniform', incrementC: 0 },
  { key: 'clothCoveralls', incrementC: 0 },
  { key: 'smsPolypropylene', incrementC: 0.5 },
  { key: 'polyolefin', incrementC: 2 },
  { key: 'doubleLayer', incrementC: 3 },
  { key: 'vapourApron', incrementC: 4 },
  { key: 'vapourCoveralls', incrementC: 10 },
  { key: 'vapourCoverallsOverUniform', incrementC: 12 },
];

/** SPEC §9, the product's rule (not a norm's table): a hood adds 1 °C to the IBUTG. */
export const HOOD_INCREMENT_C = 1;

export interface ActivityRate {
  /** i18n key under 'heat:activities2019.' */
  readonly key: string;
  readonly watts: Watts;
}

const w = (n: number) => n as Watts;

/**
 * Activity picker in W: the classes of ISO 8996:2004 Table A.2 (W/m² × 1.8 m², the standard person),
 * on which NHO-06 and NR-09 Anexo 3 build (NR-09 3.1.1 b names "acima de 414 W", the "high" class).
 * The norm's own activity table (NR-15 2019 Quadro 2) is `NR15_2019_QUADRO2`, not yet the picker.
 */
export const ACTIVITY_CLASSES_2019: readonly ActivityRate[] = [
  { key: 'resting', watts: w(117) }, // 65 W/m²
  { key: 'low', watts: w(180) }, // 100 W/m²
  { key: 'moderate', watts: w(297) }, // 165 W/m²
  { key: 'high', watts: w(414) }, // 230 W/m²
  { key: 'veryHigh', watts: w(522) }, // 290 W/m²
];
