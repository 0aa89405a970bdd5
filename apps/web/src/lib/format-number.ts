// The one number formatter of the screens: fixed decimals with the language's decimal separator
// (decimal comma in pt-BR and es), as the PDF prints them.

const formats = new Map<string, Intl.NumberFormat>();

/** British English for 'en': the figures and dates follow the reports' day-first style. */
function localeOf(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

/** `value` with `digits` decimals; '-' when there is no finite value. Grouping off for raw samples. */
export function formatNumber(
  language: string,
  value: number | null | undefined,
  digits = 1,
  grouping = true,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const key = `${language}|${digits}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * The one file-size formatter of the screens: decimal units (1 kB = 1000 B, as file managers and
 * browsers' download lists show them), one decimal below 100, the language's decimal separator.
 * '—' when the size is not known (a device that does not report it).
 */
export function formatFileSize(language: string, bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  const [value, unit] =
    bytes < 1e6 ? [bytes / 1e3, 'kB'] : bytes < 1e9 ? [bytes / 1e6, 'MB'] : [bytes / 1e9, 'GB'];
  const digits = value < 100 ? 1 : 0;
  const text = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
  return `${text} ${unit}`;
}
