// Dates typed and shown on the screens: dd/MM/yyyy in pt-BR and es, MM/dd/yyyy in en.

const pad = (n: number) => String(n).padStart(2, '0');

export type DatePattern = 'dd/MM/yyyy' | 'MM/dd/yyyy';

export function datePattern(language: string): DatePattern {
  return language === 'en' || language.startsWith('en-') ? 'MM/dd/yyyy' : 'dd/MM/yyyy';
}

/** A calendar date (local time) in the language's pattern; '' when invalid. */
export function formatLocalDate(language: string, date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = pad(date.getDate());
  const month = pad(date.getMonth() + 1);
  const year = String(date.getFullYear()).padStart(4, '0');
  return datePattern(language) === 'MM/dd/yyyy' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** A typed date in the language's pattern (local midnight); null when it is not a real date. */
export function parseLocalDate(language: string, text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = datePattern(language) === 'MM/dd/yyyy' ? [second, first] : [first, second];
  const date = new Date(year, month - 1, day);
  // Rejects 31/02 and the like, which Date would roll into the next month.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** An ISO calendar date (yyyy-MM-dd), as forms send dates to the server. */
export function toIsoDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd as a local date; null when it is not one. */
export function fromIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === match[0] ? date : null;
}
