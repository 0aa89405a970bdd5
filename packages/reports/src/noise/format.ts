import {
  formatDate,
  formatDateTime,
  formatElapsed,
  formatNumber as formatSharedNumber,
  type Language,
  translate,
} from '@ohp/i18n';

/** Numbers in the report's language (decimal comma in pt-BR and es): the formatting layer the screens use. */
export function formatNumber(language: Language, value: number | undefined, digits = 1): string {
  return formatSharedNumber(language, value, digits);
}

export function formatMinutes(totalMinutes: number | undefined): string {
  if (totalMinutes === undefined || !Number.isFinite(totalMinutes)) return '-';
  const rounded = Math.round(totalMinutes);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}h${String(rounded % 60).padStart(2, '0')}`;
}

export const dateOrDash = (date: Date | undefined) => (date ? formatDate(date) : '-');
export const dateTimeOrDash = (date: Date | undefined) => (date ? formatDateTime(date) : '-');

/** A time of the record: its date and clock, or in a relative record the time from the file's start. */
export const recordTimeOrDash = (date: Date | undefined, relative: boolean | undefined) =>
  !date ? '-' : relative ? formatElapsed(date.getTime()) : formatDateTime(date);

/** The record's start or end as the report states it: date and clock, or "01:30:00 desde o início do arquivo". */
export function measurementTime(language: Language, at: Date, relative: boolean | undefined): string {
  const time = recordTimeOrDash(at, relative);
  return relative ? translate(language, 'reports:noise.fields.fromFileStart', { time }) : time;
}
