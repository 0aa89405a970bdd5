// The CO2 samples CSV's columns (docs/co2-samples-csv.md): their names, roles and value ranges, and
// the line-end bytes; shared by the reader (samples-csv.ts) and its byte row loop (byte-rows.ts).
import { CO2PRO_RANGE_PPM } from '@ohp/exposure';

/** Value ranges of each column: the CO2Pro's (docs/protocol.md §7.5). */
export const RANGES = {
  co2: [0, CO2PRO_RANGE_PPM],
  temperature: [-40, 100],
  rh: [0, 100],
} as const;

export type Column = 'time' | 'co2' | 'temperature' | 'rh';
export const NAMES: Record<string, Column> = {
  time: 'time',
  co2: 'co2',
  temperature: 'temperature',
  temp: 'temperature',
  rh: 'rh',
  humidity: 'rh',
};

export const IGNORED = 0;
export const TIME = 1;
export const CO2 = 2;
export const TEMPERATURE = 3;
export const RH = 4;

export const LF = 10;
export const CR = 13;
