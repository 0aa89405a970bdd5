import { formatLocale } from './locale.ts';

const binaryUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * Bytes in binary units said as such (1 KiB = 1024 B, IEC 80000-13), as the server counts quotas
 * and its body limit: 1 073 741 824 B is "1 GiB", never "1,1 GB". One decimal below 100, the
 * language's decimal separator; '—' when the size is not known.
 *
 * A value is rounded before its unit is chosen, so 1023.8 MiB is "1 GiB", never "1024 MiB"; the
 * 1000–1023 of a unit are written without a thousands separator (as the SI brochure allows for four
 * digits), because pt-BR's "1.023 MiB" reads as one mebibyte and a fraction next to a "1 GiB".
 */
export function formatSize(language: string, bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (unit < binaryUnits.length - 1 && roundedForDisplay(value, unit) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = decimalsOf(value, unit);
  const text = new Intl.NumberFormat(formatLocale(language), {
    maximumFractionDigits: digits,
    useGrouping: 'min2',
  }).format(value);
  return `${text} ${binaryUnits[unit]}`;
}

function decimalsOf(value: number, unit: number): number {
  return unit === 0 || value >= 100 ? 0 : 1;
}

function roundedForDisplay(value: number, unit: number): number {
  const scale = 10 ** decimalsOf(value, unit);
  return Math.round(value * scale) / scale;
}

/** A whole number of mebibytes (quotas, limits) as a size: 1024 MiB is "1 GiB". */
export function formatMebibytes(language: string, mebibytes: number): string {
  return formatSize(language, mebibytes * 1024 * 1024);
}
