import { formatLocale } from './locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number put into a translated sentence ("more than {{max}} rows", "{{value}} out of range"):
 * the language's separators and grouping, as every figure on the screens (`formatNumber`), and all
 * its significant digits (the shortest text that reads back as the same double) since the
 * sentence does not know how many decimals the figure deserves. "2.000.000" and "0,5" in pt-BR,
 * never "2000000" or "0.5".
 */
export function formatInterpolatedNumber(language: string, value: number): string {
  if (Number.isNaN(value)) return '-';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), {
      maximumFractionDigits: 20,
      useGrouping: 'always',
    });
    formats.set(language, format);
  }
  return format.format(value);
}
