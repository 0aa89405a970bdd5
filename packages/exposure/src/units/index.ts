import type { Branded } from './brand.ts';

export type { Branded } from './brand.ts';

/** Sound level in decibels (A-, C- or Z-weighted as the field name says). */
export type Decibels = Branded<'dB'>;
/** Noise dose or other percentage (100 % = the limit). */
export type Percent = Branded<'%'>;
export type Minutes = Branded<'min'>;
export type Seconds = Branded<'s'>;
export type Milliseconds = Branded<'ms'>;
/** Milliseconds since 1970-01-01T00:00:00Z. */
export type EpochMs = Branded<'epoch-ms'>;
export type Hertz = Branded<'Hz'>;

export const dB = (value: number): Decibels => value as Decibels;
export const percent = (value: number): Percent => value as Percent;
export const minutes = (value: number): Minutes => value as Minutes;
export const seconds = (value: number): Seconds => value as Seconds;
export const milliseconds = (value: number): Milliseconds => value as Milliseconds;
export const epochMs = (value: number): EpochMs => value as EpochMs;
export const hertz = (value: number): Hertz => value as Hertz;

export const secondsToMinutes = (s: Seconds): Minutes => minutes(s / 60);
export const minutesToSeconds = (m: Minutes): Seconds => seconds(m * 60);
export const secondsToMs = (s: Seconds): Milliseconds => milliseconds(s * 1000);
export const msToSeconds = (ms: Milliseconds): Seconds => seconds(ms / 1000);

/** Temperature in degrees Celsius (how heat data is stored and computed). */
export type Celsius = Branded<'°C'>;
/** Temperature in degrees Fahrenheit (only for display and entry). */
export type Fahrenheit = Branded<'°F'>;
/** Metabolic rate in watts (NR-15 Anexo 3 from 2019, NHO-06). */
export type Watts = Branded<'W'>;
/** Metabolic rate in kilocalories per hour (NR-15 Anexo 3, original text). */
export type KcalPerHour = Branded<'kcal/h'>;

export const celsius = (value: number): Celsius => value as Celsius;
export const fahrenheit = (value: number): Fahrenheit => value as Fahrenheit;
export const watts = (value: number): Watts => value as Watts;
export const kcalPerHour = (value: number): KcalPerHour => value as KcalPerHour;

// °F = °C × 9/5 + 32 (definition of the Fahrenheit scale, ITS-90 practice).
export const celsiusToFahrenheit = (c: Celsius): Fahrenheit => fahrenheit((c * 9) / 5 + 32);
export const fahrenheitToCelsius = (f: Fahrenheit): Celsius => celsius(((f - 32) * 5) / 9);
/** A temperature difference (e.g. a clothing increment): no 32 offset. */
export const celsiusDeltaToFahrenheit = (c: number): number => (c * 9) / 5;
export const fahrenheitDeltaToCelsius = (f: number): number => (f * 5) / 9;
// 1 kcal (international table) = 4186.8 J, so 1 kcal/h = 4186.8 / 3600 W = 1.163 W.
export const kcalPerHourToWatts = (k: KcalPerHour): Watts => watts(k * 1.163);
export const wattsToKcalPerHour = (w: Watts): KcalPerHour => kcalPerHour(w / 1.163);
