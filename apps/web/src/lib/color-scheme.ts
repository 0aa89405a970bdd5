import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { storageKeys } from '../config/storage-keys';
import { readStored, removeStored, writeStored } from './storage';

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

// Mantine's setters of the mounted providers (each subscribes through its manager), so that code
// outside React (the session applying the account's theme at sign-in) can switch the theme.
const mantineSetters = new Set<(value: MantineColorScheme) => void>();

/** Switches the theme from anywhere: through Mantine when it is mounted, else storage and <html>. */
export function setTheme(theme: Theme): void {
  if (mantineSetters.size > 0) {
    for (const set of mantineSetters) set(theme);
    return;
  }
  writeStored(storageKeys.theme, theme);
  document.documentElement.setAttribute('data-mantine-color-scheme', theme);
  document.documentElement.style.colorScheme = theme;
}

/** Mantine's color scheme kept under our storage key; 'auto' is never used. */
export function colorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined;
  let setter: ((value: MantineColorScheme) => void) | undefined;
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
      setter = onUpdate;
      mantineSetters.add(onUpdate);
      handler = (event) => {
        if (event.key === storageKeys.theme && (event.newValue === 'light' || event.newValue === 'dark')) {
          onUpdate(event.newValue);
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
      if (setter) mantineSetters.delete(setter);
    },
    clear: () => removeStored(storageKeys.theme),
  };
}
