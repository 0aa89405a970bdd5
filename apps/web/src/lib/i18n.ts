import { dateLocale, defaultLanguage, isLanguage, type Language, namespaces, resources } from '@ohp/i18n';
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

export function initI18n(language: Language = storedLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...Object.keys(resources)],
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
  applyDocumentLanguage(language);
  return i18next;
}

/** Switches the interface language and stores it; unknown values fall back to pt-BR. */
export async function setLanguage(language: string): Promise<Language> {
  const next = isLanguage(language) ? language : defaultLanguage;
  writeStored(storageKeys.language, next);
  await i18next.changeLanguage(next);
  return next;
}

export { i18next };
