import { describe, expect, it } from 'vitest';
import {
  ACGIH_STEL_PPM,
  ACGIH_TWA_PPM,
  deviationFactor,
  IAQ_CO2_PPM,
  IAQ_RANGES,
  NR15_LIMIT_PPM,
  nr15MaxValue,
} from './limits.ts';

describe('NR-15 Anexo 11, Quadro nº 2 (fator de desvio), row by row', () => {
  // L.T. 0 a 1 → 3; 1 a 10 → 2; 10 a 100 → 1,5; 100 a 1.000 → 1,25; acima de 1.000 → 1,1.
  it.each([
    [0.5, 3],
    [1, 3],
    [1.01, 2],
    [10, 2],
    [10.5, 1.5],
    [100, 1.5],
    [101, 1.25],
    [1000, 1.25],
    [1001, 1.1],
    [3900, 1.1],
  ])('L.T. %d → F.D. %d', (limit, factor) => {
    expect(deviationFactor(limit)).toBe(factor);
  });
});

describe('the limits as the sources print them', () => {
  it('NR-15: CO2 LT 3,900 ppm and maximum value 3,900 × 1.1 = 4,290 ppm', () => {
    expect(NR15_LIMIT_PPM).toBe(3900);
    expect(nr15MaxValue(NR15_LIMIT_PPM)).toBe(4290);
  });
  it('ACGIH: TWA 5,000 ppm, STEL 30,000 ppm', () => {
    expect(ACGIH_TWA_PPM).toBe(5000);
    expect(ACGIH_STEL_PPM).toBe(30000);
  });
  // Checked 2026-11-25 against stored summaries of RE 9/2003 (proadvice.com.br, bioseta.com.br,
  // lbnanalises.com.br): CO2 ≤ 1,000 ppm, 23–26 °C summer, 20–22 °C winter, 40–65 % summer.
  // Winter humidity (35–65 %) is unverified: those summaries print 40–55 % (docs/co2-calculations.md).
  it('ANVISA RE 9/2003: CO2 1,000 ppm; 23–26 °C / 40–65 % summer, 20–22 °C / 35–65 % winter', () => {
    expect(IAQ_CO2_PPM).toBe(1000);
    expect(IAQ_RANGES.summer).toEqual({ temperatureC: [23, 26], humidityPct: [40, 65] });
    expect(IAQ_RANGES.winter).toEqual({ temperatureC: [20, 22], humidityPct: [35, 65] });
  });
});
