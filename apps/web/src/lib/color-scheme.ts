import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { storageKeys } from '../config/storage-keys';
import { readStored, writeStored, removeStored } from './storage';

export type Theme = 'dark' | 'light';
/** Dark by default (SPEC §2 Layout). */
export const defaultTheme: Theme = 'dark';

export function storedTheme(): Theme {
  const value = readStored(storageKeys.theme);
  return value === 'light' || value === 'dark' ? value : defaultTheme;
}

/**
 * Sets the color scheme on <html> from storage before React renders. Done in the bundle, not in an
 * inline <script>, because the production CSP forbids inline scripts.
 */
export function applyStoredColorScheme(): Theme {
  const theme = storedTheme();
  document.documentElement.setAttribute('data-mantine-color-scheme', theme);
  document.documentElement.style.colorScheme = theme;
  return theme;
}

/** Mantine's color scheme kept under our storage key; 'auto' is never used. */
export function colorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue: MantineColorScheme) => {
      const value = readStored(storageKeys.theme);
      return value === 'light' || value === 'dark' ? value : defaultValue;
    },
    set: (value: MantineColorScheme) => {
      writeStored(storageKeys.theme, value === 'light' ? 'light' : 'dark');
      document.documentElement.style.colorScheme = value === 'light' ? 'light' : 'dark';
    },
    subscribe: (onUpdate) => {
      handler = (event) => {
        if (event.key === storageKeys.theme && (event.newValue === 'light' || event.newValue === 'dark')) {
          onUpdate(event.newValue);
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
    },
    clear: () => removeStored(storageKeys.theme),
  };
}
