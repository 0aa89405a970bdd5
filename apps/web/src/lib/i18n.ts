import {
  dateLocale,
  defaultLanguage,
  isLanguage,
  type Language,
  type LanguageResources,
  languages,
  loadLanguageResources,
  namespaces,
  ptBR,
} from '@ohp/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../config/storage-keys';
import { readStored, writeStored } from './storage';

/** The stored language when it is one we support, else Brazilian Portuguese (SPEC §9). */
export function storedLanguage(): Language {
  const value = readStored(storageKeys.language);
  return isLanguage(value) ? value : defaultLanguage;
}

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : defaultLanguage;
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
// another language) in the entry, English or Spanish as their own chunk when chosen.
const loaded = new Set<Language>();

function addLanguage(language: Language, texts: LanguageResources) {
  for (const ns of namespaces) i18next.addResourceBundle(language, ns, texts[ns], true, false);
  loaded.add(language);
}

/** Loads a language's texts (and pt-BR's, the fallback) unless they are here already. */
export async function loadLanguage(language: Language): Promise<void> {
  const needed = [...new Set([language, defaultLanguage])].filter((l) => !loaded.has(l));
  const texts = await Promise.all(needed.map((l) => loadLanguageResources[l]()));
  for (const [i, l] of needed.entries()) addLanguage(l, texts[i] as LanguageResources);
}

/** At start, before the first render: i18next with the stored language's texts loaded. */
export async function startI18n(language: Language = storedLanguage()): Promise<void> {
  initI18n(language, { 'pt-BR': ptBR });
  await loadLanguage(language);
  applyDocumentLanguage(language);
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
    for (const l of languages) if (texts[l]) loaded.add(l);
    void i18next.use(initReactI18next).init({
      resources: texts,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
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
