import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { currentDateLocale, currentLanguage, i18next, setLanguage, storedLanguage } from './i18n';

describe('language', () => {
  it('is pt-BR when nothing or something unsupported is stored', () => {
    expect(storedLanguage()).toBe('pt-BR');
    localStorage.setItem(storageKeys.language, 'fr');
    expect(storedLanguage()).toBe('pt-BR');
    localStorage.setItem(storageKeys.language, 'en');
    expect(storedLanguage()).toBe('en');
  });

  it('switches, stores the choice and sets the html lang attribute', async () => {
    await setLanguage('en');
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('app:auth.login.title')).toBe('Sign in');
    await setLanguage('es');
    expect(i18next.t('app:auth.login.title')).toBe('Iniciar sesión');
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to pt-BR for an unknown language', async () => {
    await expect(setLanguage('de')).resolves.toBe('pt-BR');
    expect(currentLanguage()).toBe('pt-BR');
    expect(localStorage.getItem(storageKeys.language)).toBe('pt-BR');
    expect(i18next.t('errors:required')).toBe('É obrigatório informar esse campo');
  });

  it('the date locale follows the language', async () => {
    await setLanguage('en');
    expect(currentDateLocale()).toBe('en-GB');
    await setLanguage('es');
    expect(currentDateLocale()).toBe('es-ES');
    await setLanguage('pt-BR');
    expect(currentDateLocale()).toBe('pt-BR');
  });

  it('a text missing in a language falls back to the pt-BR source', async () => {
    i18next.addResource('pt-BR', 'common', 'onlyInPortuguese', 'Somente em português');
    await setLanguage('en');
    expect(i18next.t('common:onlyInPortuguese')).toBe('Somente em português');
  });
});

describe('numbers in sentences', () => {
  it('are written in the language, as the server writes them, and plurals still count', async () => {
    await setLanguage('pt-BR');
    expect(i18next.t('errors:bodyTooLarge', { limit: 2_000_000 })).toBe(
      'O corpo da requisição excede o limite de 2.000.000',
    );
    expect(i18next.t('errors:bodyTooLarge', { limit: 0.5 })).toContain('0,5');
    await setLanguage('en');
    expect(i18next.t('errors:bodyTooLarge', { limit: 2_000_000 })).toContain('2,000,000');
    expect(i18next.t('errors:bodyTooLarge', { limit: '12.5 MB' })).toContain('12.5 MB');
    await setLanguage('pt-BR');
  });
});
