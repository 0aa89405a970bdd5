import { formatLocale } from './locale.ts';

const binaryUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * Bytes in binary units said as such (1 KiB = 1024 B, IEC 80000-13), as the server counts quotas
 * and its body limit: 1 073 741 824 B is "1 GiB", never "1,1 GB". One decimal below 100, the
 * language's separators; '—' when the size is not known.
 */
export function formatSize(language: string, bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < binaryUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: digits }).format(value);
  return `${text} ${binaryUnits[unit]}`;
}

/** A whole number of mebibytes (quotas, limits) as a size: 1024 MiB is "1 GiB". */
export function formatMebibytes(language: string, mebibytes: number): string {
  return formatSize(language, mebibytes * 1024 * 1024);
}
