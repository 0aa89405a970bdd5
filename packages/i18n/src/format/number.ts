import { formatLocale } from './locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  language: string,
  digits: number,
  grouping: boolean,
  fixed: boolean,
): Intl.NumberFormat {
  const key = `${language}|${digits}|${grouping}|${fixed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      minimumFractionDigits: fixed ? digits : 0,
      maximumFractionDigits: digits,
      // es-ES groups only from five digits ("1234" but "12.345"): 'always' keeps one rule per language.
      useGrouping: grouping ? 'always' : false,
    });
    formats.set(key, format);
  }
  return format;
}

/** `value` with exactly `digits` decimals in the language's separators; '-' when not finite. */
export function formatNumber(
  language: string,
  value: number | null | undefined,
  digits = 1,
  grouping = true,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return numberFormat(language, digits, grouping, true).format(value);
}

/**
 * A chart axis tick: at most 3 decimals (no trailing zeros), grouped, in the language's separators.
 * ECharts' own ticks are English ("1,200", "0.25"): in pt-BR "1,200" reads as 1.2.
 */
export function formatTick(language: string, value: number): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(language, 3, true, false).format(value);
}

/**
 * A value for an input field: at most `digits` decimals (no trailing zeros), no grouping, the
 * language's decimal separator, so that what is prefilled reads back through parseDecimal.
 */
export function formatInputNumber(language: string, value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(language, digits, false, false).format(value);
}

/** The decimal separator of the language (',' in pt-BR and es, '.' in en). */
export function decimalSeparator(language: string): string {
  return numberFormat(language, 1, false, true).format(1.5).charAt(1);
}

/**
 * A typed decimal: either separator is accepted (a comma or a point), with no grouping; null when
 * the text is not a number. "2,45" and "2.45" are both 2.45 in every language.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
