import {
  dateLocale,
  defaultLanguage,
  isLanguage,
  type Language,
  type LanguageResources,
  languages,
  loadLanguageResources,
  loadSignedOutTexts,
  namespaces,
  ptBRSignedOut,
  type TranslationTree,
} from '@ohp/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../config/storage-keys';
import { numberFormatter } from './i18n-number-formatter';
import { readStored, writeStored } from './storage';

/** The stored language when it is one we support, else Brazilian Portuguese (SPEC §9). */
export function storedLanguage(): Language {
  const value = readStored(storageKeys.language);
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * The language the user chose. `language` first: `resolvedLanguage` is settled when i18next starts,
 * before the chosen language's texts have arrived, and would then name the fallback (pt-BR) — and
 * the API would answer a user who chose English in Portuguese.
 */
export function currentLanguage(): Language {
  if (isLanguage(i18next.language)) return i18next.language;
  const resolved = i18next.resolvedLanguage;
  return isLanguage(resolved) ? resolved : defaultLanguage;
}

/** Locale used to format dates and numbers; follows the language, falls back to pt-BR. */
export function currentDateLocale(): string {
  return dateLocale(currentLanguage());
}

function applyDocumentLanguage(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18next.t('common:brand.name', { lng: language });
}

// The texts of one language at a time: pt-BR (the default, and the fallback of a text missing in
// another language) and the active language. The first load carries only the namespaces of the
// signed-out pages (pt-BR's in the entry); every namespace comes once a page asks for them
// (`loadAllTexts`, by the signed-in layout and the other signed-out pages).
type Part = 'signedOut' | 'all';
const loaded = new Map<Language, Part>();
let wanted: Part = 'signedOut';

function addTexts(language: Language, texts: Partial<Record<string, TranslationTree>>, part: Part) {
  for (const ns of namespaces) {
    const tree = texts[ns];
    if (tree) i18next.addResourceBundle(language, ns, tree, true, false);
  }
  loaded.set(language, part);
}

const has = (language: Language, part: Part) =>
  loaded.get(language) === 'all' || (part === 'signedOut' && loaded.has(language));

/** Loads a language's texts (and pt-BR's, the fallback) unless they are here already. */
export async function loadLanguage(language: Language): Promise<void> {
  const part = wanted;
  const needed = [...new Set([language, defaultLanguage])].filter((l) => !has(l, part));
  const load = part === 'all' ? loadLanguageResources : loadSignedOutTexts;
  const texts = await Promise.all(needed.map((l) => load[l]()));
  for (const [i, l] of needed.entries()) addTexts(l, texts[i] ?? {}, part);
}

/** Every namespace of the active language (and pt-BR), from now on also for a language chosen later. */
export function loadAllTexts(): Promise<void> {
  wanted = 'all';
  return loadLanguage(currentLanguage());
}

/** At start, before the first render: i18next with the stored language's texts loaded. */
export async function startI18n(language: Language = storedLanguage()): Promise<void> {
  initI18n(language);
  addTexts(defaultLanguage, ptBRSignedOut, 'signedOut');
  await loadLanguage(language);
  // The current one: a restored session may have switched to the account's language meanwhile.
  applyDocumentLanguage(currentLanguage());
}

/**
 * Sets i18next up; `texts` are the languages given at once (tests give all of them), the app
 * loads them through startI18n / setLanguage.
 */
export function initI18n(
  language: Language = storedLanguage(),
  texts: Partial<Record<Language, LanguageResources>> = {},
) {
  if (!i18next.isInitialized) {
    for (const l of languages) if (texts[l]) loaded.set(l, 'all');
    void i18next
      .use(initReactI18next)
      .use(numberFormatter)
      .init({
        resources: texts,
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: [...languages],
        ns: [...namespaces],
        defaultNS: 'common',
        // alwaysFormat: every value goes through numberFormatter, which writes numbers in the language.
        interpolation: { escapeValue: false, alwaysFormat: true },
        returnNull: false,
        initAsync: false,
      });
    i18next.on('languageChanged', (lng) => applyDocumentLanguage(isLanguage(lng) ? lng : defaultLanguage));
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  if (loaded.has(language)) applyDocumentLanguage(language);
  return i18next;
}

/** Switches the interface language and stores it; unknown values fall back to pt-BR. */
export async function setLanguage(language: string): Promise<Language> {
  const next = isLanguage(language) ? language : defaultLanguage;
  writeStored(storageKeys.language, next);
  await loadLanguage(next);
  await i18next.changeLanguage(next);
  return next;
}

export { i18next };
