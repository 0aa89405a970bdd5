import { storageKeys } from '../config/storage-keys';
import { isPageLanguage, type PageLanguage } from './texts';

// The theme and language the app keeps in this browser (same keys as the app: someone signed in
// sees the page as they see the app). Dark and pt-BR by default, as the app (SPEC §2, §9).

export type PageTheme = 'dark' | 'light';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice holds for this visit only.
  }
}

export function storedTheme(): PageTheme {
  return read(storageKeys.theme) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: PageTheme, remember: boolean): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  if (remember) write(storageKeys.theme, theme);
}

export function storedLanguage(): PageLanguage {
  const value = read(storageKeys.language);
  return isPageLanguage(value) ? value : 'pt-BR';
}

export function applyLanguage(language: PageLanguage, remember: boolean): void {
  document.documentElement.lang = language;
  if (remember) write(storageKeys.language, language);
}
