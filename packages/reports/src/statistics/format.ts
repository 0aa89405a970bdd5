import { formatLocale, type Language, translate } from '@ohp/i18n';

export type T = (key: string, values?: Record<string, string | number>) => string;

/** Translates keys of the `statistics` namespace (`report.…`, `labels.…`); prefixed keys as they are. */
export const statisticsTranslator =
  (language: Language): T =>
  (key, values) =>
    translate(language, key.includes(':') ? key : `statistics:${key}`, values);

const formats = new Map<string, Intl.NumberFormat>();

/** 4 significant digits in the report's language; '-' for anything not finite (never NaN on paper). */
export function significant(language: Language, value: number | null | undefined, digits = 4): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      maximumSignificantDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A fraction 0–1 as a percentage; below 0.01 % as "< 0.01 %". */
export function percentText(language: Language, fraction: number): string {
  if (!Number.isFinite(fraction)) return '-';
  return 100 * fraction < 0.01
    ? `< ${significant(language, 0.01)} %`
    : `${significant(language, 100 * fraction)} %`;
}
