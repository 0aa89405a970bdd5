// Validity guards of a heat series: sensor stabilisation and dry wick (docs/heat-calculations.md).

/**
 * Minutes after the start during which readings are not used: NHO-06 (2017) asks for the measuring
 * set to stabilise before readings count, about 25 min for the standard 152 mm globe.
 */
export const STABILISATION_MIN = 25;

/**
 * Psychrometric (thermodynamic) wet bulb from air temperature (°C) and RH (%): Stull (2011),
 * "Wet-bulb temperature from relative humidity and air temperature", J. Appl. Meteor. Climatol. 50,
 * eq. 1 (±0.3 °C for RH 5–99 %, T −20–50 °C at sea-level pressure).
 */
export function psychrometricWetBulb(t: number, rh: number): number {
  return (
    t * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(t + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * rh ** 1.5 * Math.atan(0.023101 * rh) -
    4.686035
  );
}

/**
 * A natural wet bulb above the dry bulb is impossible; within ±0.5 °C (the accuracy asked of each
 * sensor, ISO 7243:2017 table 2) it is read as sensor tolerance, beyond it the input is refused.
 */
export const WET_ABOVE_DRY_TOLERANCE_C = 0.5;

/** Minimum excess (°C) of tbn over the psychrometric wet bulb before a dry wick is suspected. */
export const DRY_WICK_MIN_EXCESS_C = 2;

/**
 * Dry wick: a natural wet bulb that reads closer to the dry bulb than to the wet bulb the humidity
 * implies. tbn − tw > max(2 °C, ½·(tbs − tw)); radiation and still air raise a wet wick's reading by
 * a degree or two, never to half the wet-bulb depression. Outside Stull's range nothing is judged.
 */
export function isDryWick(tbn: number, tbs: number, rh: number): boolean {
  if (!(rh >= 5 && rh <= 99 && tbs >= -20 && tbs <= 50 && Number.isFinite(tbn))) return false;
  const tw = psychrometricWetBulbCached(tbs, rh);
  // 2: DRY_WICK_MIN_EXCESS_C as a literal (this runs per sample; esbuild's bundles write a
  // module's constants as `var`, which V8 loads and checks at each use).
  return tbn - tw > Math.max(2, 0.5 * (tbs - tw));
}

// Wet bulbs of a 0.1 °C × 1 % grid (−20–50 °C, 0–100 %), filled on demand: logged data sits on that
// grid, so a 24 h record at 1 s needs a few hundred evaluations of Stull's formula, not 86,400.
// From -20.0 °C (-200 tenths), 701 tenths; 0 to 100 %.
const GRID_T = 701;
const GRID_RH = 101;
let grid: Float64Array | null = null;

/** psychrometricWetBulb, read from the grid when t and rh lie on it (to 1e-9). */
export function psychrometricWetBulbCached(t: number, rh: number): number {
  const kt = Math.round(t * 10);
  const kh = Math.round(rh);
  // The grid's bounds as literals (tenths -200 to 500, 0 to 100 %, GRID_RH 101 to a row): this
  // runs per sample, and esbuild's bundles write a module's constants as `var`, which V8 loads
  // and checks at each use.
  if (
    Math.abs(t * 10 - kt) > 1e-6 ||
    Math.abs(rh - kh) > 1e-9 ||
    kt < -200 ||
    kt >= 501 ||
    kh < 0 ||
    kh >= 101
  )
    return psychrometricWetBulb(t, rh);
  const cells = grid ?? newGrid();
  const i = (kt + 200) * 101 + kh;
  let v = cells[i] as number;
  if (Number.isNaN(v)) {
    v = psychrometricWetBulb(kt / 10, kh);
    cells[i] = v;
  }
  return v;
}

function newGrid(): Float64Array {
  grid = new Float64Array(GRID_T * GRID_RH).fill(Number.NaN);
  return grid;
}
