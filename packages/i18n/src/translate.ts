import { defaultLanguage, type Language } from './languages.ts';
import { resources } from './resources.ts';
import { hasTextIn, type TranslationTexts, type TranslationValues, translateWith } from './translate-with.ts';

export type { TranslationValues } from './translate-with.ts';

const everyLanguage = (language: Language): TranslationTexts => ({
  language,
  own: resources[language],
  fallback: resources[defaultLanguage],
});

/**
 * Translates "namespace:path.to.key" (same syntax as i18next) outside React: server answers,
 * e-mails, PDF reports and the CLI. Interpolates {{name}} placeholders. Falls back to pt-BR,
 * then to the key itself so a missing text is visible, never blank. A number is written in the
 * language ("2.000.000", "0,5" in pt-BR), as the web app's i18next writes it.
 */
export function translate(language: Language, key: string, values: TranslationValues = {}): string {
  return translateWith(everyLanguage(language), key, values);
}

export function hasTranslation(language: Language, key: string): boolean {
  return hasTextIn(everyLanguage(language), key);
}
