// Header row of the samples CSV: which column is time, LAeq, a peak, LAFmax or a band.
import { type BandDefinition, bandByName } from '@ohp/exposure';
import { noiseCsvError } from './csv-errors.ts';
import type { PeakWeighting } from '@ohp/exposure';

export type ColumnRole =
  | { readonly kind: 'time' }
  | { readonly kind: 'laeq' }
  | { readonly kind: 'peak'; readonly weighting: PeakWeighting }
  | { readonly kind: 'lafmax' }
  | { readonly kind: 'band'; readonly band: BandDefinition }
  | { readonly kind: 'ignored' };

export interface CsvHeader {
  readonly separator: ',' | ';';
  readonly roles: readonly ColumnRole[];
  /** Column names as shown in error messages (at most 20 characters). */
  readonly names: readonly string[];
}

const shown = (name: string): string => (name.length > 20 ? `${name.slice(0, 20)}…` : name);

/** Separator: ';' when the header line has one (Brazilian Excel), ',' otherwise. */
export function detectSeparator(headerLine: string): ',' | ';' {
  return headerLine.includes(';') ? ';' : ',';
}

export function cleanCell(cell: string): string {
  const t = cell.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
}

const IGNORED: ColumnRole = { kind: 'ignored' };

function roleOf(name: string, separator: ',' | ';', lineNo: number): ColumnRole {
  const lower = name.toLowerCase();
  if (lower === 'time') return { kind: 'time' };
  if (lower === 'laeq') return { kind: 'laeq' };
  if (lower === 'lcpeak') return { kind: 'peak', weighting: 'C' };
  if (lower === 'lzpeak' || lower === 'lpeak') return { kind: 'peak', weighting: 'Z' };
  if (lower === 'lafmax') return { kind: 'lafmax' };
  if (lower.startsWith('oct_') || lower.startsWith('third_')) {
    // With ';' files, 'oct_31,5' (decimal comma) names the same band as 'oct_31.5'.
    const band = bandByName(separator === ';' ? lower.replace(',', '.') : lower);
    if (!band) throw noiseCsvError('unknownBand', { line: lineNo, column: shown(name) });
    return { kind: 'band', band };
  }
  return IGNORED;
}

/** Reads the header; throws the noise CsvError for missing, duplicate or unknown band columns. */
export function parseHeader(line: string, lineNo: number): CsvHeader {
  const separator = detectSeparator(line);
  const names = line.split(separator).map(cleanCell);
  let roles = names.map((n) => roleOf(n, separator, lineNo));
  const seen = new Set<string>();
  roles.forEach((role, j) => {
    if (role.kind === 'ignored') return;
    const key =
      role.kind === 'band' ? role.band.name : role.kind === 'peak' ? `peak-${role.weighting}` : role.kind;
    if (seen.has(key))
      throw noiseCsvError('duplicateColumn', { line: lineNo, column: shown(names[j] ?? '') });
    seen.add(key);
  });
  // LCpeak wins over LZpeak/Lpeak when a file has both.
  if (seen.has('peak-C')) roles = roles.map((r) => (r.kind === 'peak' && r.weighting === 'Z' ? IGNORED : r));
  const missing = [seen.has('time') ? '' : 'time', seen.has('laeq') ? '' : 'LAeq'].filter(Boolean);
  if (missing.length > 0)
    throw noiseCsvError('missingColumns', { line: lineNo, columns: missing.join(', ') });
  return { separator, roles, names: names.map(shown) };
}
