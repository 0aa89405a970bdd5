import { formatLocale } from './locale.ts';

// Units as typeset: a base and an optional exponent ("m/s" and "1,75" for m/s^1.75), with the
// exponent's decimal separator in the language. The web's <Unit> draws the exponent as a
// superscript; plain-text places (chart axes, tooltips, accessible names) use superscript digits.

export type UnitParts = { base: string; exponent?: string };

const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/** "m/s^1.75" → { base: 'm/s', exponent: '1,75' } in pt-BR; units without '^' stay whole. */
export function unitParts(language: string, unit: string): UnitParts {
  const at = unit.indexOf('^');
  if (at < 0) return { base: unit };
  const raw = unit.slice(at + 1);
  const value = Number(raw);
  const exponent = Number.isFinite(value)
    ? new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 4, useGrouping: false }).format(
        value,
      )
    : raw;
  return { base: unit.slice(0, at), exponent };
}

/** The unit as plain text, its exponent in superscript digits: "m/s¹,⁷⁵", "m/s²". */
export function unitText(language: string, unit: string): string {
  const { base, exponent } = unitParts(language, unit);
  if (exponent === undefined) return base;
  return base + [...exponent].map((c) => superscripts[c] ?? c).join('');
}
