// The heat samples CSV's hot loop: the clean rows read straight from the bytes into the columns
// (samples-csv.ts reads every other row, and gives every error).
import { WET_ABOVE_DRY_TOLERANCE_C } from '@ohp/exposure';
import { looksLikeIso, parseIsoTime } from '../noise/csv-time.ts';
import { type Columns, ISO_TIME } from './csv-columns.ts';

/** How cleanRows reads a file's rows: all numbers, so that none is a tagged value in its loop. */
export interface CleanRowContext {
  /** The separator's character code. */
  readonly sep: number;
  /** The decimal mark besides '.': 44 (',') in a ';' file, else 46 ('.' again). */
  readonly mark: number;
  /** 1 when the temperatures are in °F. */
  readonly fahrenheit: number;
  /** Each column's kind (csv-columns.ts), a time column ISO_TIME when its rows are ISO 8601. */
  readonly kinds: Int8Array;
  /** 1 when there is a tbs column. */
  readonly hasTbs: number;
}

// Exact powers of ten (plainDecimalBytes' table): one division, correctly rounded.
const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000, 1e7, 1e8];

/**
 * Clean rows from `start` on, up to row `limit` (room in the columns, MAX_HEAT_INTERVALS): the
 * position after the last one read. A clean row (after the first, which settles ISO or seconds)
 * has every cell a plain number within its range (plainDecimalBytes' forms: `-?\d+([.,]\d+)?`,
 * at most 15 digits and 8 decimals; ignored columns anything), no blanks, quotes or extra fields,
 * its line end (CR LF, LF or the end), the time after the previous row's and the wet bulb not
 * above the dry; it gets the same values as readRows' own path. The row it stops at is left to
 * that path, which gives any error.
 *
 * Written for what V8 makes of it (each point counted with callgrind on the optimised loop): the
 * number is read inline (a double returned from a call is a heap number); the settings are
 * numbers (V8 compiled a boolean's test as any value's); the kinds, character codes and limits are
 * literals (esbuild's bundles, the server's and the CLI's, write a module's constants as `var`,
 * which V8 loads and checks at each use in the loop: 11 % more instructions there; csv-columns.ts
 * names the kinds); the integers are `| 0` (else V8 kept the indices
 * tagged, checked and untagged at each use: 12 % more); and the row count is stored in the loop
 * (code after a loop that V8 compiles while it runs has no type feedback, and that compiled loop
 * would be thrown away on every read).
 */
export function cleanRows(
  bytes: Uint8Array,
  start: number,
  ctx: CleanRowContext,
  cols: Columns,
  lineNo: number,
  limit: number,
): number {
  const sep = ctx.sep | 0;
  const mark = ctx.mark | 0;
  const fahrenheit = ctx.fahrenheit | 0;
  const hasTbs = ctx.hasTbs | 0;
  const kinds = ctx.kinds;
  const width = kinds.length;
  const last = width - 1;
  const len = bytes.length;
  const tolerance = WET_ABOVE_DRY_TOLERANCE_C;
  const pow10 = POW10;
  // The columns do not grow in here (limit): their arrays stay these.
  const { time, tg, tbn, tbs, rh, line } = cols;
  let r = cols.rows | 0;
  let no = lineNo | 0;
  // No NaN written first for tbs and rh: a clean row has every column of the header (a missing
  // column's array is never read), and a row left to readRows gets its NaN there.
  const end = limit | 0;
  let pos = start | 0;
  rows: while (pos < len && r < end) {
    let i = pos;
    for (let field = 0; field < width; field++) {
      const kind = kinds[field] as number;
      if (kind === 0 /* IGNORED */ || kind === 6 /* ISO_TIME */) {
        i = textCell(bytes, i, kind, sep, time, r) | 0;
        if (i < 0) break rows;
      } else {
        let ch = bytes[i] as number;
        const negative = ch === 45;
        if (negative) ch = bytes[++i] as number;
        let mantissa = 0;
        const intStart = i;
        while (ch >= 48 && ch <= 57) {
          mantissa = mantissa * 10 + (ch - 48);
          ch = bytes[++i] as number;
        }
        const digits = i - intStart;
        let decimals = 0;
        if (ch === 46 || ch === mark) {
          const fracStart = ++i;
          ch = bytes[i] as number;
          while (ch >= 48 && ch <= 57) {
            mantissa = mantissa * 10 + (ch - 48);
            ch = bytes[++i] as number;
          }
          decimals = i - fracStart;
          if (decimals === 0) break rows;
        }
        if (digits === 0 || digits + decimals > 15 || decimals > 8) break rows;
        // x / 1 is x, and x / 10 is x / POW10[1]: the same doubles, most cells without the table.
        const magnitude =
          decimals === 0 ? mantissa : decimals === 1 ? mantissa / 10 : mantissa / (pow10[decimals] as number);
        // Magnitude first, then the sign (so "-0" is -0), as the slow path.
        const v = negative ? -magnitude : magnitude;
        if (kind === 1 /* TIME, seconds */) {
          if (!(v >= 0)) break rows;
          time[r] = v * 1000;
        } else if (kind === 5 /* RH */) {
          if (v < 0 || v > 100) break rows;
          rh[r] = v;
        } else {
          const c = fahrenheit !== 0 ? ((v - 32) * 5) / 9 : v;
          // MIN_TEMPERATURE_C, MAX_TEMPERATURE_C.
          if (c < -40 || c > 150) break rows;
          if (kind === 2 /* TG */) tg[r] = c;
          else if (kind === 3 /* TBN */) tbn[r] = c;
          else tbs[r] = c;
        }
      }
      if (field < last) {
        if (bytes[i] !== sep) break rows;
        i++;
      }
    }
    // The line ends here: CR LF, LF or the end of the bytes (a CR alone ends it only at the end).
    if (i < len) {
      const ch = bytes[i] as number;
      if (ch === 13) {
        i++;
        if (i < len && bytes[i] !== 10) break;
      } else if (ch !== 10) break;
    }
    if (hasTbs !== 0 && (tbn[r] as number) > (tbs[r] as number) + tolerance) break;
    if (r > 0 && !((time[r] as number) > (time[r - 1] as number))) break;
    line[r] = ++no;
    r++;
    cols.rows = r;
    pos = i + 1;
  }
  return pos;
}

/** An ignored or ISO time cell at i: the index after it (time[r] set for a time), -1 if not clean. */
function textCell(
  bytes: Uint8Array,
  i: number,
  kind: number,
  sep: number,
  time: Float64Array,
  r: number,
): number {
  const len = bytes.length;
  let b = i;
  while (b < len) {
    const ch = bytes[b] as number;
    if (ch === sep || ch === 10 || ch === 13) break;
    b++;
  }
  if (kind === ISO_TIME) {
    if (!looksLikeIso(bytes, i, b)) return -1;
    const t = parseIsoTime(bytes, i, b);
    if (Number.isNaN(t)) return -1;
    time[r] = t;
  }
  return b;
}
