import { describe, expect, it } from 'vitest';
import {
  celsius,
  celsiusDeltaToFahrenheit,
  celsiusToFahrenheit,
  fahrenheit,
  fahrenheitToCelsius,
  kcalPerHour,
  kcalPerHourToWatts,
} from '../units/index.ts';
import { ibutgOf, ibutgWithoutSolarLoad, ibutgWithSolarLoad } from './ibutg.ts';

describe('IBUTG (NR-15 Anexo 3 item 1; NHO-06 eq. 5.1 and 5.2), worked by hand', () => {
  it('without solar load: tbn 22, tg 30 → 0.7·22 + 0.3·30 = 15.4 + 9.0 = 24.4 °C', () => {
    expect(ibutgWithoutSolarLoad(celsius(22), celsius(30))).toBeCloseTo(24.4, 10);
  });
  it('with solar load: tbn 21, tbs 28, tg 35 → 14.7 + 2.8 + 7.0 = 24.5 °C', () => {
    expect(ibutgWithSolarLoad(celsius(21), celsius(28), celsius(35))).toBeCloseTo(24.5, 10);
  });
  it('solar load without a dry bulb gives NaN rather than a wrong formula', () => {
    expect(ibutgOf(celsius(21), celsius(35), undefined, true)).toBeNaN();
    expect(ibutgOf(celsius(21), celsius(35), celsius(28), false)).toBeCloseTo(0.7 * 21 + 0.3 * 35, 10);
  });
});

describe('units', () => {
  it('°C ↔ °F: 0 °C = 32 °F, 100 °C = 212 °F, 30 °C = 86 °F; a 1 °C increment is 1.8 °F', () => {
    expect(celsiusToFahrenheit(celsius(0))).toBe(32);
    expect(celsiusToFahrenheit(celsius(100))).toBe(212);
    expect(celsiusToFahrenheit(celsius(30))).toBeCloseTo(86, 10);
    expect(fahrenheitToCelsius(fahrenheit(86))).toBeCloseTo(30, 10);
    expect(celsiusDeltaToFahrenheit(1)).toBeCloseTo(1.8, 10);
  });
  it('kcal/h → W: 100 kcal/h = 116.3 W', () => {
    expect(kcalPerHourToWatts(kcalPerHour(100))).toBeCloseTo(116.3, 10);
  });
});
