import type { Language } from './languages.ts';

/** Date locale follows the language and falls back to Brazilian Portuguese (SPEC §9). */
export function dateLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : language === 'es' ? 'es-ES' : 'pt-BR';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** dd/MM/yyyy in every language (SPEC §9); '-' when the year is before 1900 (SPEC §5). */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime()) || date.getFullYear() < 1900) return '-';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/MM/yyyy HH:mm:ss */
export function formatDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '-';
  return `${formatDate(date)} ${formatTime(date, true)}`;
}

/** dd/MM/yy HH:mm */
export function formatDateTimeShort(date: Date): string {
  if (Number.isNaN(date.getTime())) return '-';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)} ${formatTime(date)}`;
}

/** HH:mm or HH:mm:ss */
export function formatTime(date: Date, withSeconds = false): string {
  const base = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return withSeconds ? `${base}:${pad(date.getSeconds())}` : base;
}
