import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

// Calm navy/graphite dark theme with a teal accent; the light theme uses the same accent.
// Shade 5 (#21b9a7) is the brand teal of logo and charts; filled controls use shade 7, darkened
// from #0d8677 (4.47:1 under white) to #0b7a6d (5.23:1) so white labels pass WCAG 2.2 AA 1.4.3.
export const brand: MantineColorsTuple = [
  '#e3fcf8',
  '#c4f3ec',
  '#95e7dc',
  '#61d9cb',
  '#38cbba',
  '#21b9a7',
  '#14a392',
  '#0b7a6d',
  '#0b6a5f',
  '#07564d',
];

export const dark: MantineColorsTuple = [
  '#d5dce6',
  '#b3bdcb',
  '#8f9bad',
  '#66738a',
  '#3d4a5e',
  '#2b3647',
  '#1f2937',
  '#151d29',
  '#111823',
  '#0b111a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  // The same filled teal in both themes: white text on it in both (docs/web-quality.md).
  primaryShade: { light: 7, dark: 7 },
  colors: { brand, dark },
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif', fontWeight: '600' },
  defaultRadius: 'md',
  // White text on the deep teal (luminance 0.16); dark text on light fills such as yellow.
  autoContrast: true,
  luminanceThreshold: 0.3,
  cursorType: 'pointer',
});

/** WCAG 2.2 contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color`, darkened in 5 % steps until it reaches 4.5:1 on `background` (a margin of 0.1 kept). */
export function readableOn(color: string, background: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrastRatio(candidate, background) >= 4.6) return candidate;
  }
  return '#000000';
}

const colors = { ...DEFAULT_THEME.colors, brand, dark };

/**
 * Light-variant text (badges, light buttons) in the light theme is shade 9 on shade 1: 2.69:1 for
 * yellow, 3.62 orange, 3.81 green, 4.33 teal. Each colour's text is darkened just enough for 4.5:1.
 */
const lightVariantText = Object.fromEntries(
  Object.entries(colors).map(([name, shades]) => [
    `--mantine-color-${name}-light-color`,
    readableOn(shades[9] ?? '#000000', shades[1] ?? '#ffffff'),
  ]),
);

/**
 * A field's error (its message and the text typed in it) in Mantine's red: red-6 is 3.3:1 on white
 * and red-8 4.0:1 on the dark body; darkened on white, red-4 on the dark body (axe, issue 25 dialogs).
 */
export const errorText = {
  light: readableOn(DEFAULT_THEME.colors.red[6], '#ffffff'),
  dark: DEFAULT_THEME.colors.red[4],
};

/**
 * Secondary text must stay readable (WCAG 2.2 AA, 4.5:1): Mantine's light "dimmed" gray-6 is
 * 3.32:1 on white, gray-7 is 8.18:1. (Teal text in the dark theme is Mantine's shade 4 already.)
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...lightVariantText,
    '--mantine-color-error': errorText.light,
  },
  dark: { '--mantine-color-error': errorText.dark },
});
