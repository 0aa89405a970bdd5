import { type MantineThemeOverride, mergeThemeOverrides, NumberInput, PasswordInput } from '@mantine/core';
import { decimalSeparator } from '@ohp/i18n';
import { theme } from './theme';

const themes = new Map<string, MantineThemeOverride>();

/** Texts Mantine would otherwise say in English, given in the current language. */
export interface ThemeTexts {
  passwordVisibility: string;
}

/**
 * The theme in the current language: every NumberInput shows and prefills the language's decimal
 * separator (comma in pt-BR and es) and accepts a comma or a point when typed; the password eye
 * has a translated accessible name (Mantine's own is English).
 */
export function localizedTheme(language: string, texts: ThemeTexts): MantineThemeOverride {
  const key = `${language}|${texts.passwordVisibility}`;
  let localized = themes.get(key);
  if (!localized) {
    localized = mergeThemeOverrides(theme, {
      components: {
        NumberInput: NumberInput.extend({
          defaultProps: {
            decimalSeparator: decimalSeparator(language),
            allowedDecimalSeparators: ['.', ','],
          },
        }),
        PasswordInput: PasswordInput.extend({
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': texts.passwordVisibility } },
        }),
      },
    });
    themes.set(key, localized);
  }
  return localized;
}
