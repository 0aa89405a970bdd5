import { formatNumber } from '@ohp/i18n';
import { toDisplay } from './chart-data';

// Numbers of the heat screens as the UI language writes them (decimal comma in pt-BR and es).

export function formatDecimal(value: number, language: string, digits = 1): string {
  return formatNumber(language, value, digits);
}

/** A temperature stored in °C, in the user's unit with its symbol. */
export function formatTemperature(celsius: number, unit: 'C' | 'F', language: string): string {
  return `${formatDecimal(toDisplay(unit)(celsius), language)} °${unit}`;
}
