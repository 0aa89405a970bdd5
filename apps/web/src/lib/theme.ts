import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Calm navy/graphite dark theme with a teal accent; the light theme uses the same accent.
const brand: MantineColorsTuple = [
  '#e3fcf8',
  '#c4f3ec',
  '#95e7dc',
  '#61d9cb',
  '#38cbba',
  '#21b9a7',
  '#14a392',
  '#0d8677',
  '#0b6a5f',
  '#07564d',
];

const dark: MantineColorsTuple = [
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
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, dark },
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif', fontWeight: '600' },
  defaultRadius: 'md',
  // Dark text on the light teal of the dark theme, white text on the deeper teal of the light theme.
  autoContrast: true,
  luminanceThreshold: 0.3,
  cursorType: 'pointer',
});
