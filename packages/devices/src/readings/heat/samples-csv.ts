// Heat samples CSV → HeatSeries in °C (format in docs/heat-samples-csv.md). Never throws: every
// problem is { ok: false, reason } with an i18n key naming the line. One pass over the UTF-8 bytes.
import type { HeatSeries } from '@ohp/exposure';
import { WET_ABOVE_DRY_TOLERANCE_C } from '@ohp/exposure';
import { parseDecimal } from '../noise/csv-number.ts';
import { looksLikeIso, parseIsoTime, parseSecondsTime } from '../noise/csv-time.ts';
import { CsvError } from '../csv-error.ts';
import { type CleanRowContext, cleanRows } from './clean-rows.ts';
import { Columns, ISO_TIME, KIND, NAMES, RH, TBN, TG, TIME } from './csv-columns.ts';
import { type HeatCsvErrorReason, heatCsvError } from './csv-error.ts';
import { type HeatCsvHeader, parseHeatHeader, type TemperatureUnit, unitDirective } from './csv-header.ts';
import { utf8Bytes } from '../../records/utf8.ts';

export type { HeatCsvErrorCode, HeatCsvErrorReason } from './csv-error.ts';
export type { TemperatureUnit } from './csv-header.ts';

/** Sensor range accepted, as for the Itemp record (°C): −40 to 150. */
export const MIN_TEMPERATURE_C = -40;
export const MAX_TEMPERATURE_C = 150;
/** At most 2,000,000 intervals (23 days at 1 s), counting gaps, as the noise CSV. */
export const MAX_HEAT_INTERVALS = 2_000_000;

export interface HeatCsvData {
  readonly series: HeatSeries;
  /** The unit the file declared; the series is in °C whatever it was. */
  readonly unit: TemperatureUnit;
}

export type HeatCsvResult =
  | { readonly ok: true; readonly data: HeatCsvData }
  | { readonly ok: false; readonly reason: HeatCsvErrorReason };

const NL = 10;
const CR = 13;
const HASH = 35;
const QUOTE = 34;
const UTF8 = new TextDecoder('utf-8');

/** Parses the text or its UTF-8 bytes. */
export function parseHeatSamplesCsv(input: string | Uint8Array): HeatCsvResult {
  try {
    return { ok: true, data: parseOrThrow(typeof input === 'string' ? utf8Bytes(input) : input) };
  } catch (error) {
    // Only the heat reader's errors are thrown inside it.
    if (error instanceof CsvError) return { ok: false, reason: error.reason as HeatCsvErrorReason };
    return { ok: false, reason: heatCsvError('unexpected').reason };
  }
}

/** A header naming time and a heat temperature (tg, tbn, tbs): how a heat CSV is told from other inputs. */
export function looksLikeHeatCsv(text: string): boolean {
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 20)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const names = line
      .toLowerCase()
      .split(/[;,]/)
      .map((c) => c.trim().replace(/^"|"$/g, ''));
    // One temperature column is enough to be a heat CSV: the parser then names what is missing.
    return names.includes('time') && names.some((n) => /^(tg|tbn|tbs)(_[cf])?$/.test(n));
  }
  return false;
}

function skippable(bytes: Uint8Array, start: number, end: number, sep: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    if (c === HASH && i === start) return true;
    if (c !== 32 && c !== 9 && c !== sep && c !== CR) return false;
  }
  return true;
}

const preview = (bytes: Uint8Array, a: number, b: number): string => {
  const s = UTF8.decode(bytes.subarray(a, Math.min(b, a + 84)));
  return s.length > 20 ? `${s.slice(0, 20)}…` : s;
};

function parseOrThrow(input: Uint8Array): HeatCsvData {
  let bytes = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? input.subarray(3) : input;
  if (bytes.indexOf(NL) === -1 && bytes.indexOf(CR) !== -1) bytes = bytes.map((b) => (b === CR ? NL : b));
  let pos = 0;
  let lineNo = 0;
  let header: HeatCsvHeader | null = null;
  let declared: TemperatureUnit | null = null;
  while (pos < bytes.length && header === null) {
    let nl = bytes.indexOf(NL, pos);
    if (nl === -1) nl = bytes.length;
    const end = nl > pos && bytes[nl - 1] === CR ? nl - 1 : nl;
    lineNo++;
    if (bytes[pos] === HASH) declared = unitDirective(UTF8.decode(bytes.subarray(pos, end))) ?? declared;
    else if (!skippable(bytes, pos, end, -1))
      header = parseHeatHeader(UTF8.decode(bytes.subarray(pos, end)), lineNo, declared);
    pos = nl + 1;
  }
  if (header === null) throw heatCsvError('empty');
  const cols = readRows(bytes, pos, lineNo, header);
  return { series: toGrid(cols, header), unit: header.unit };
}

function readRows(bytes: Uint8Array, start: number, firstLineNo: number, header: HeatCsvHeader): Columns {
  const sep = header.separator.charCodeAt(0);
  const comma = header.separator === ';';
  const roles = header.columns;
  const width = roles.length;
  const fahrenheit = header.unit === 'F';
  const nl0 = bytes.indexOf(NL, start);
  const estimate =
    Math.ceil((bytes.length - start) / Math.max(8, (nl0 === -1 ? bytes.length : nl0) - start + 1)) + 16;
  const cols = new Columns(Math.min(estimate * 1.05 + 16, MAX_HEAT_INTERVALS + 16) | 0);
  const hasTbs = roles.includes('tbs');
  // Small integers, not the header's strings, in the per-cell hot path.
  const kinds = Int8Array.from(roles, (role) => KIND[role]);
  let iso: boolean | null = null;
  let clean: CleanRowContext | null = null;
  let pos = start;
  let lineNo = firstLineNo;
  while (pos < bytes.length) {
    if (iso !== null) {
      // As many clean rows as come, then this loop for the line they stop at (if any).
      clean ??= {
        sep,
        mark: comma ? 44 : 46,
        fahrenheit: fahrenheit ? 1 : 0,
        kinds: kinds.map((k) => (k === TIME && iso ? ISO_TIME : k)),
        hasTbs: hasTbs ? 1 : 0,
      };
      const before = cols.rows;
      pos = cleanRows(bytes, pos, clean, cols, lineNo, Math.min(cols.capacity, MAX_HEAT_INTERVALS));
      lineNo += cols.rows - before;
      if (pos >= bytes.length) break;
    }
    let nl = bytes.indexOf(NL, pos);
    if (nl === -1) nl = bytes.length;
    const end = nl > pos && bytes[nl - 1] === CR ? nl - 1 : nl;
    lineNo++;
    const lineStart = pos;
    pos = nl + 1;
    if (skippable(bytes, lineStart, end, sep)) continue;
    if (cols.rows >= MAX_HEAT_INTERVALS) throw heatCsvError('tooLong', { max: MAX_HEAT_INTERVALS });
    if (cols.rows === cols.capacity) cols.grow();
    const r = cols.rows;
    cols.tbs[r] = Number.NaN;
    cols.rh[r] = Number.NaN;
    let a = lineStart;
    let field = 0;
    for (;;) {
      let b = a;
      while (b < end && bytes[b] !== sep) b++;
      if (field < width) {
        let s = a;
        let e = b;
        while (s < e && (bytes[s] === 32 || bytes[s] === 9)) s++;
        while (e > s && (bytes[e - 1] === 32 || bytes[e - 1] === 9)) e--;
        if (e - s >= 2 && bytes[s] === QUOTE && bytes[e - 1] === QUOTE) {
          s++;
          e--;
        }
        const kind = kinds[field] as number;
        if (kind > TIME) readCell(kind, bytes, s, e, comma, fahrenheit, cols, r, lineNo);
        else if (kind === TIME) {
          const isIsoCell = looksLikeIso(bytes, s, e);
          if (iso === null) iso = isIsoCell;
          const t = iso ? parseIsoTime(bytes, s, e) : parseSecondsTime(bytes, s, e, comma);
          if (Number.isNaN(t) || isIsoCell !== iso)
            throw heatCsvError('badTime', { line: lineNo, value: preview(bytes, s, e) });
          cols.time[r] = t;
        }
      } else if (b > a && !skippable(bytes, a, b, sep)) {
        throw heatCsvError('fieldCount', {
          line: lineNo,
          expected: width,
          found: countFields(bytes, lineStart, end, sep),
        });
      }
      field++;
      if (b >= end) break;
      a = b + 1;
    }
    if (field < width) throw heatCsvError('fieldCount', { line: lineNo, expected: width, found: field });
    if (hasTbs && (cols.tbn[r] as number) > (cols.tbs[r] as number) + WET_ABOVE_DRY_TOLERANCE_C)
      throw heatCsvError('wetAboveDry', {
        line: lineNo,
        tbn: round2(cols.tbn[r] as number, fahrenheit),
        tbs: round2(cols.tbs[r] as number, fahrenheit),
        unit: fahrenheit ? '°F' : '°C',
      });
    if (r > 0) {
      const prev = cols.time[r - 1] as number;
      const now = cols.time[r] as number;
      if (now < prev) throw heatCsvError('timeBackwards', { line: lineNo });
      if (now === prev) throw heatCsvError('timeRepeated', { line: lineNo });
    }
    cols.line[r] = lineNo;
    cols.rows++;
  }
  cols.iso = iso === true;
  return cols;
}

/** A value in °C shown back in the file's unit. */
const round2 = (c: number, fahrenheit: boolean) =>
  Math.round((fahrenheit ? (c * 9) / 5 + 32 : c) * 100) / 100;

function countFields(bytes: Uint8Array, a: number, end: number, sep: number): number {
  let n = 1;
  for (let i = a; i < end; i++) if (bytes[i] === sep) n++;
  return n;
}

/** A tg, tbn, tbs or rh cell → its column, checked against the sensor range (°F converted to °C). */
function readCell(
  kind: number,
  bytes: Uint8Array,
  s: number,
  e: number,
  comma: boolean,
  fahrenheit: boolean,
  cols: Columns,
  r: number,
  lineNo: number,
): void {
  if (s === e && kind > TBN) return; // tbs and rh may be empty
  const v = parseDecimal(bytes, s, e, comma);
  if (!Number.isFinite(v))
    throw heatCsvError('notANumber', {
      line: lineNo,
      column: NAMES[kind] as string,
      value: preview(bytes, s, e),
    });
  if (kind === RH) {
    if (v < 0 || v > 100)
      throw heatCsvError('humidityOutOfRange', { line: lineNo, value: preview(bytes, s, e) });
    cols.rh[r] = v;
    return;
  }
  // °C = (°F − 32)·5/9.
  const c = fahrenheit ? ((v - 32) * 5) / 9 : v;
  if (c < MIN_TEMPERATURE_C || c > MAX_TEMPERATURE_C) {
    const [min, max] = fahrenheit ? [-40, 302] : [MIN_TEMPERATURE_C, MAX_TEMPERATURE_C];
    throw heatCsvError('temperatureOutOfRange', {
      line: lineNo,
      column: NAMES[kind] as string,
      value: preview(bytes, s, e),
      min,
      max,
      unit: fahrenheit ? '°F' : '°C',
    });
  }
  (kind === TG ? cols.tg : kind === TBN ? cols.tbn : cols.tbs)[r] = c;
}

// The loops over the rows below are functions of their own answering a local: V8 compiles a long
// loop while it runs, and code after it in the same function has no type feedback yet (that
// compiled loop was thrown away at its end on every read).

/** The smallest step between consecutive times. */
function smallestStep(t: Float64Array, n: number): number {
  let dt = Number.POSITIVE_INFINITY;
  for (let i = 1; i < n; i++) dt = Math.min(dt, (t[i] as number) - (t[i - 1] as number));
  return dt;
}

/** Every step a whole number of `dt`, each one interval. */
const EVEN = -1;
/** Every step a whole number of `dt`, some more than one (gaps). */
const GAPS = -2;

/** EVEN, GAPS, or the first row whose step from the one before is not a whole number of `dt` (within tol). */
function stepKind(t: Float64Array, n: number, dt: number, tol: number): number {
  let kind = EVEN;
  for (let i = 1; i < n; i++) {
    const step = (t[i] as number) - (t[i - 1] as number);
    // One interval exactly: steps would be dt / dt, 1, a whole interval (the usual step).
    if (step === dt) continue;
    const steps = step / dt;
    const whole = Math.round(steps);
    if (Math.abs(steps - whole) * dt > tol) return i;
    if (whole !== 1) kind = GAPS;
  }
  return kind;
}

/** The grid position of each row (steps of whole intervals, stepKind's arithmetic). */
function gridIndex(t: Float64Array, n: number, dt: number): Float64Array {
  const index = new Float64Array(n);
  for (let i = 1; i < n; i++)
    index[i] = (index[i - 1] as number) + Math.round(((t[i] as number) - (t[i - 1] as number)) / dt);
  return index;
}

/** Rows → regular grid: the interval is the smallest step; whole multiples of it are gaps (NaN). */
function toGrid(cols: Columns, header: HeatCsvHeader): HeatSeries {
  const n = cols.rows;
  if (n < 2) throw heatCsvError('tooFewRows', { rows: n });
  const t = cols.time;
  let dt = smallestStep(t, n);
  dt = Math.round(dt * 1000) / 1000;
  if (!(dt > 0)) throw heatCsvError('timeRepeated', { line: cols.line[1] ?? 0 });
  const steps = stepKind(t, n, dt, dt * 1e-3);
  if (steps > 0)
    throw heatCsvError('inconsistentInterval', {
      line: cols.line[steps] ?? 0,
      expected: dt / 1000,
      found: ((t[steps] as number) - (t[steps - 1] as number)) / 1000,
    });
  // Grid positions are only needed when some step is not one interval (a gap).
  const index = steps === GAPS ? gridIndex(t, n, dt) : null;
  const size = index === null ? n : (index[n - 1] as number) + 1;
  if (size > MAX_HEAT_INTERVALS) throw heatCsvError('tooLong', { max: MAX_HEAT_INTERVALS });
  const hasTbs = header.columns.includes('tbs');
  const hasRh = header.columns.includes('rh');
  // No gaps: views of the rows read (the arrays are sized from the file, at most ~5 % larger).
  const onRows = index === null || size === n;
  const grid = (src: Float64Array) =>
    onRows ? src.subarray(0, n) : placeRows(src, index, n, new Float64Array(size).fill(Number.NaN));
  return {
    timeBase: cols.iso ? 'absolute' : 'relative',
    startMs: t[0] as number,
    intervalS: dt / 1000,
    tg: grid(cols.tg),
    tbn: grid(cols.tbn),
    tbs: hasTbs ? grid(cols.tbs) : null,
    rh: hasRh ? grid(cols.rh) : null,
    lineOf: onRows ? cols.line.subarray(0, n) : placeRows(cols.line, index, n, new Int32Array(size)),
  };
}

/** Each of the first n values of `src` at its grid position in `out`. */
function placeRows<A extends Float64Array | Int32Array>(src: A, index: Float64Array, n: number, out: A): A {
  for (let i = 0; i < n; i++) out[index[i] as number] = src[i] as number;
  return out;
}
