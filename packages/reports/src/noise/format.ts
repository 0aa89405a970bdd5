import { formatDate, formatDateTime, type Language } from '@ohp/i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Numbers in the report's language (decimal comma in pt-BR and es). */
export function formatNumber(language: Language, value: number | undefined, digits = 1): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  const key = `${language}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatMinutes(totalMinutes: number | undefined): string {
  if (totalMinutes === undefined || !Number.isFinite(totalMinutes)) return '-';
  const rounded = Math.round(totalMinutes);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}h${String(rounded % 60).padStart(2, '0')}`;
}

export const dateOrDash = (date: Date | undefined) => (date ? formatDate(date) : '-');
export const dateTimeOrDash = (date: Date | undefined) => (date ? formatDateTime(date) : '-');
