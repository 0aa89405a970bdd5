import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeShort, formatTime } from './date-format.ts';
import { languages, resolveLanguage } from './languages.ts';
import { loadTranslationTexts } from './load-language.ts';
import { resources } from './resources.ts';
import { translate } from './translate.ts';
import { hasTextIn, translateWith } from './translate-with.ts';

describe('resolveLanguage', () => {
  it('defaults to pt-BR', () => {
    expect(resolveLanguage(undefined)).toBe('pt-BR');
    expect(resolveLanguage('fr-FR,de;q=0.5')).toBe('pt-BR');
  });
  it('reads Accept-Language style lists and base tags', () => {
    expect(resolveLanguage('en-US,en;q=0.9')).toBe('en');
    expect(resolveLanguage('es-AR')).toBe('es');
    expect(resolveLanguage('pt')).toBe('pt-BR');
  });
  it('prefers the first candidate that names a language', () => {
    expect(resolveLanguage(undefined, 'es', 'en')).toBe('es');
  });
});

describe('translate', () => {
  it('translates a key in each language and interpolates values', () => {
    expect(translate('pt-BR', 'errors:required')).toBe('É obrigatório informar esse campo');
    expect(translate('en', 'errors:notFound')).not.toBe(translate('pt-BR', 'errors:notFound'));
    expect(translate('en', 'errors:bodyTooLarge', { limit: '1 MB' })).toContain('1 MB');
  });
  it('writes an interpolated number in the language, with all its digits', () => {
    expect(translate('pt-BR', 'errors:bodyTooLarge', { limit: 2_000_000 })).toContain('2.000.000');
    expect(translate('en', 'errors:bodyTooLarge', { limit: 2_000_000 })).toContain('2,000,000');
    expect(translate('es', 'errors:bodyTooLarge', { limit: 1234.5 })).toContain('1.234,5');
    expect(translate('pt-BR', 'errors:bodyTooLarge', { limit: 0.1 + 0.2 })).toContain('0,30000000000000004');
    expect(translate('pt-BR', 'errors:bodyTooLarge', { limit: 1e-7 })).toContain('0,0000001');
    expect(translate('pt-BR', 'errors:bodyTooLarge', { limit: Number.NaN })).toContain('-');
    // A text value is left as it is given.
    expect(translate('pt-BR', 'errors:bodyTooLarge', { limit: '2000000' })).toContain('2000000');
  });
  it('shows the key when a text is missing everywhere, never blank', () => {
    expect(translate('en', 'errors:doesNotExist')).toBe('errors:doesNotExist');
  });
});

describe('translateWith one loaded language (the CLI)', () => {
  it('gives what translate gives, in each language', async () => {
    for (const language of languages) {
      const texts = await loadTranslationTexts(language);
      expect(texts.own).toBe(resources[language]);
      for (const key of ['cli:usage.help', 'errors:bodyTooLarge', 'required', 'errors:doesNotExist']) {
        expect(translateWith(texts, key, { families: 'doseMax', limit: 1234.5 })).toBe(
          translate(language, key, { families: 'doseMax', limit: 1234.5 }),
        );
      }
    }
  });
  it("falls back to pt-BR's text where the language has none", async () => {
    const pt = await loadTranslationTexts('pt-BR');
    const english = await loadTranslationTexts('en');
    expect(english.fallback).toBe(resources['pt-BR']);
    const withoutErrors = { ...english, own: { ...english.own, errors: {} } };
    expect(translateWith(withoutErrors, 'errors:required')).toBe(translateWith(pt, 'errors:required'));
    expect(hasTextIn(withoutErrors, 'errors:required')).toBe(false);
    expect(hasTextIn(english, 'errors:required')).toBe(true);
  });
});

describe('date formats (SPEC §9)', () => {
  const d = new Date(2026, 0, 5, 7, 8, 9);
  it('formats day/month/year, date-time, short and time', () => {
    expect(formatDate(d)).toBe('05/01/2026');
    expect(formatDateTime(d)).toBe('05/01/2026 07:08:09');
    expect(formatDateTimeShort(d)).toBe('05/01/26 07:08');
    expect(formatTime(d)).toBe('07:08');
    expect(formatTime(d, true)).toBe('07:08:09');
  });
  it("shows '-' for years before 1900 (SPEC §5)", () => {
    expect(formatDate(new Date(1899, 11, 31))).toBe('-');
  });
});
