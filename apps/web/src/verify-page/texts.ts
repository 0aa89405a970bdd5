import { type VerifyPageTexts, verifyPageTexts } from '@ohp/i18n/verify-page-texts';

// The verify page's texts (namespace verifyPage of @ohp/i18n): the three languages travel with the
// page (≈ 2 KB gzip each), so switching language needs no request. No i18next: a dotted key and
// {{name}} placeholders are all this page uses.

export const pageLanguages = ['pt-BR', 'en', 'es'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

type Tree = VerifyPageTexts;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<Tree>;
export type Translate = (key: TextKey, values?: Record<string, string>) => string;

const trees: Record<PageLanguage, Tree> = verifyPageTexts;

/** The language names as each language writes its own (the language picker). */
export const languageNames: Record<PageLanguage, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
};

export function isPageLanguage(value: unknown): value is PageLanguage {
  return typeof value === 'string' && (pageLanguages as readonly string[]).includes(value);
}

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t(key, values)` of a language; pt-BR fills a missing key (the locales test forbids one). */
export function translator(language: PageLanguage): Translate {
  return (key, values = {}) => {
    const text = lookup(trees[language], key) ?? lookup(trees['pt-BR'], key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** Intl locale of each language: dates as the app writes them (dd/MM/yyyy, MM/dd/yyyy in en). */
const locales: Record<PageLanguage, string> = { 'pt-BR': 'pt-BR', en: 'en-US', es: 'es-ES' };

/** A date and time of the API (ISO) in the language, in the viewer's time zone. */
export function formatDateTime(language: PageLanguage, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
