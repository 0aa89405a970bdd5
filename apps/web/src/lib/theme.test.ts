import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brand, cssVariablesResolver, dark, errorText, readableOn, theme } from './theme';

// WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const white = '#ffffff';
const shade = (scheme: 'light' | 'dark') => {
  const primary = theme.primaryShade as { light: number; dark: number };
  return brand[primary[scheme]] ?? '';
};

describe('palette contrast (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it('the published ratios: white on the brand teal fails, black on white is 21:1', () => {
    expect(contrast(white, '#21b9a7')).toBeCloseTo(2.45, 2);
    expect(contrast(white, '#000000')).toBeCloseTo(21, 5);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`white labels on filled buttons pass in the ${scheme} theme`, () => {
      expect(contrast(white, shade(scheme))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('teal text passes on both backgrounds (light: filled shade on white, dark: shade 4 on the body)', () => {
    expect(contrast(shade('light'), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brand[4] ?? '', dark[7] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary (dimmed) text passes: gray-7 on white, dark-2 on the dark body and cards', () => {
    expect(contrast(DEFAULT_THEME.colors.gray[7], white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.gray[6], white)).toBeLessThan(4.5);
    expect(contrast(dark[2] ?? '', dark[7] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark[2] ?? '', dark[6] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('error text of the fields', () => {
  it('Mantine’s red-6 fails on white; the error colour passes on white and on the dark body and cards', () => {
    expect(contrast(DEFAULT_THEME.colors.red[6], white)).toBeLessThan(4.5);
    const hex = (text: string) => {
      const rgb = text.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
      return rgb.length === 3 && text.startsWith('rgb')
        ? `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`
        : text;
    };
    expect(contrast(hex(errorText.light), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(errorText.dark), dark[7] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(errorText.dark), dark[6] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('light-variant text in the light theme (badges, light buttons)', () => {
  it('yellow text was 2.69:1 on its tint; the resolver darkens every colour to at least 4.5:1', () => {
    const { yellow } = DEFAULT_THEME.colors;
    expect(contrast(yellow[9], yellow[1])).toBeCloseTo(2.69, 2);
    const light = cssVariablesResolver(theme as never).light as Record<string, string>;
    for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, brand, dark })) {
      const text = light[`--mantine-color-${name}-light-color`] ?? '';
      const rgb = text.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
      const hex = rgb.length === 3 ? `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}` : text;
      expect({ name, ok: contrast(hex, shades[1] ?? '') >= 4.5 }).toEqual({ name, ok: true });
    }
  });

  it('a colour already readable is left as it is', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});
