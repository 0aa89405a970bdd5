/**
 * A spreadsheet runs a cell starting with `=`, `+`, `-`, `@`, tab or carriage return as a formula
 * (OWASP "CSV Injection"); a leading apostrophe makes it text and is not shown by the spreadsheet.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? inertCell(value) : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null)[]) =>
  `${cells.map(csvField).join(',')}\r\n`;
