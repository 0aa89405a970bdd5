// Header of the heat samples CSV: time, tg, tbn, optional tbs and rh; the temperature unit is
// declared by a suffix (tg_c, tg_f) or by a '# unit: C|F' line before the header.
import { heatCsvError } from './csv-error.ts';

export type HeatColumn = 'time' | 'tg' | 'tbn' | 'tbs' | 'rh' | 'ignored';
export type TemperatureUnit = 'C' | 'F';

export interface HeatCsvHeader {
  readonly separator: ',' | ';';
  readonly columns: readonly HeatColumn[];
  readonly unit: TemperatureUnit;
}

const TEMPERATURES = new Set(['tg', 'tbn', 'tbs']);
const shown = (name: string): string => (name.length > 20 ? `${name.slice(0, 20)}…` : name);

function clean(cell: string): string {
  const t = cell.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
}

/** '# unit: C' / '#unit=°F' → the unit, or null for any other comment. */
export function unitDirective(line: string): TemperatureUnit | null {
  const m = /^#\s*unit\s*[:=]\s*°?\s*([cf])\s*$/i.exec(line.trim());
  return m ? ((m[1] as string).toUpperCase() as TemperatureUnit) : null;
}

export function parseHeatHeader(
  line: string,
  lineNo: number,
  declared: TemperatureUnit | null,
): HeatCsvHeader {
  const separator = line.includes(';') ? ';' : ',';
  const names = line.split(separator).map(clean);
  const seen = new Set<string>();
  let unit: TemperatureUnit | null = null;
  let bare: string | null = null;
  // A bare name (tg) takes the unit of the suffixed ones or of the '# unit' line: one unit per file.
  const columns = names.map((name): HeatColumn => {
    const lower = name.toLowerCase();
    const m = /^(tg|tbn|tbs)(?:_([cf]))?$/.exec(lower);
    let column: HeatColumn = 'ignored';
    if (lower === 'time') column = 'time';
    else if (lower === 'rh') column = 'rh';
    else if (m) {
      column = m[1] as HeatColumn;
      const u = m[2] ? ((m[2] as string).toUpperCase() as TemperatureUnit) : null;
      if (u === null) bare ??= name;
      else if (unit !== null && unit !== u)
        throw heatCsvError('mixedUnits', { line: lineNo, column: shown(name) });
      else unit = u;
    }
    if (column !== 'ignored') {
      if (seen.has(column)) throw heatCsvError('duplicateColumn', { line: lineNo, column: shown(name) });
      seen.add(column);
    }
    return column;
  });
  const missing = ['time', 'tg', 'tbn'].filter((c) => !seen.has(c));
  if (missing.length > 0) throw heatCsvError('missingColumns', { line: lineNo, columns: missing.join(', ') });
  if (unit !== null && declared !== null && unit !== declared)
    throw heatCsvError('mixedUnits', { line: lineNo, column: 'unit' });
  const resolved = unit ?? declared;
  if (resolved === null) throw heatCsvError('unitMissing', { line: lineNo, column: shown(bare ?? 'tg') });
  return { separator, columns, unit: resolved };
}

export const isTemperature = (c: HeatColumn): boolean => TEMPERATURES.has(c);
