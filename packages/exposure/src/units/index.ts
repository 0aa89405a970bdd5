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
