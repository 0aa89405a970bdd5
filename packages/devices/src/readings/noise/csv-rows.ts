// The hot loop of the samples CSV: data rows → column arrays, one pass over the bytes.
// A cell ends at the separator, CR or LF; numbers are parsed in place (see csv-number.ts).
import { cellPreview, noiseCsvError } from './csv-errors.ts';
import type { ColumnRole, CsvHeader } from './csv-header.ts';
import { POW10, parseDecimal } from './csv-number.ts';
import { shortLevel } from '../../records/short-level.ts';
import { IsoTimeReader, looksLikeIso, parseSecondsTime } from './csv-time.ts';
import { MAX_INTERVALS, type RawColumns } from './samples-grid.ts';

export const MIN_LEVEL_DB = 0;
export const MAX_LEVEL_DB = 150;

const NL = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const HASH = 35;

/** Column arrays of a new capacity, keeping the rows read so far. */
export type Grow = (cols: RawColumns, capacity: number) => RawColumns;

/** First separator, CR or LF at or after `a`, or the end. */
function cellEnd(bytes: Uint8Array, a: number, sep: number): number {
  let i = a;
  for (; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === sep || c === NL || c === CR) break;
  }
  return i;
}

function lineEnd(bytes: Uint8Array, a: number): number {
  const nl = bytes.indexOf(NL, a);
  return nl === -1 ? bytes.length : nl;
}

/** Only spaces, tabs and separators (Excel's ";;;;" rows), or a '#' comment; bounds exclude CR/LF. */
export function isSkippable(bytes: Uint8Array, start: number, end: number, sep: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (c === HASH && i === start) return true;
    if (c !== SPACE && c !== TAB && c !== sep && c !== CR) return false;
  }
  return true;
}

// Made once per column set: a file read in pieces calls readRows once or twice a piece with the
// same columns until they grow.
const targetsMade = new WeakMap<RawColumns, Float64Array[]>();

function targetsOf(roles: readonly ColumnRole[], cols: RawColumns): Float64Array[] {
  const known = targetsMade.get(cols);
  if (known) return known;
  const empty = new Float64Array(0);
  const targets = roles.map((r) => {
    if (r.kind === 'laeq') return cols.laeq;
    if (r.kind === 'peak') return cols.peak ?? empty;
    if (r.kind === 'lafmax') return cols.lafmax ?? empty;
    if (r.kind === 'band') return cols.bands.find((b) => b.band === r.band)?.levels ?? empty;
    return empty;
  });
  targetsMade.set(cols, targets);
  return targets;
}

/** Where the last cell shortCells read ends. */
const lastEnd = new Int32Array(1);

/**
 * The level cells from column `j` on while they have a usual form ("84.3", "71": shortLevel) ended by
 * the separator or the line's end: each stored in its column. Answers the column after the last one
 * read (`j` when none was) and leaves that cell's end in lastEnd; stops after a cell ending its line
 * before the last column (the caller's separator check then refuses the line). A top-level loop of
 * its own: ~3 million cells a day, in a body without the general reader's paths.
 */
function shortCells(
  bytes: Uint8Array,
  view: DataView,
  a: number,
  j: number,
  levelsTo: Int32Array,
  targets: Float64Array[],
  rows: number,
  sep: number,
  comma: boolean,
): number {
  const len = bytes.length;
  const stop = levelsTo[j] as number;
  // "dd.d" with the file's decimal mark (',' also read in a ';' file, as shortLevel does).
  const mark = comma ? 0x302c3030 : 0x302e3030;
  let last = -1;
  while (j < stop && a + 4 < len) {
    const x = view.getUint32(a, true);
    const shape = x & 0xf0fff0f0;
    let tenths: number;
    let end: number;
    // The usual "dd.d" (nine cells in ten) tested inline, its end taken from the branch rather than
    // from the value: the next cell's address then waits for no arithmetic on this one's bytes, and
    // the CPU reads cells ahead (shortLevel's answer for these four bytes, without its length field).
    // Digits: high nibble 3 (the first test) and low nibble + 6 < 16, carries kept in their byte.
    // The dosimeter scanner has the same test inline: one shared function read the 24 h DoseMax V2
    // record 1-5 ms slower (fastest of 60 runs, alternated).
    if ((shape === 0x302e3030 || shape === mark) && ((x + 0x06000606) & 0xf0f0f0f0) === 0x30203030) {
      tenths = (x & 15) * 100 + ((x >>> 8) & 15) * 10 + ((x >>> 24) & 15);
      end = a + 4;
    } else {
      const code = shortLevel(x, comma);
      if (code < 0) break;
      tenths = code >> 3;
      end = a + (code & 7);
    }
    const after = bytes[end];
    if (after !== sep && after !== NL && after !== CR) break;
    (targets[j] as Float64Array)[rows] = tenths / 10;
    last = end;
    j++;
    if (after !== sep) break;
    a = end + 1;
  }
  lastEnd[0] = last;
  return j;
}

/** Where the row reader stands: kept between calls when the file arrives in pieces. */
export interface RowState {
  rows: number;
  /** Time of the last row read (NaN before the first). */
  prevTime: number;
  /** Number of the last line read (1-based). */
  lineNo: number;
  cols: RawColumns;
}

/** What readRows reads a header's columns by: the same for every call over one file. */
interface ColumnPlan {
  /** Per column: 1 = level (stored in targets[j]), 2 = time, 0 = ignored. */
  readonly kinds: Uint8Array;
  /** Per column: the first column at or after it that is not a level (shortCells' stop). */
  readonly levelsTo: Int32Array;
}

// Made once per header: a file read in pieces calls readRows once or twice a piece, and making
// these (with the targets) on every call cost 1.4 ms of a 24 h CSV read as text (66 calls).
const plans = new WeakMap<CsvHeader, ColumnPlan>();

function planOf(header: CsvHeader): ColumnPlan {
  const known = plans.get(header);
  if (known) return known;
  const { roles } = header;
  const n = roles.length;
  const kinds = Uint8Array.from(roles, (r) => (r.kind === 'time' ? 2 : r.kind === 'ignored' ? 0 : 1));
  const levelsTo = new Int32Array(n);
  for (let j = n - 1; j >= 0; j--)
    levelsTo[j] = kinds[j] !== 1 ? j : j === n - 1 ? n : (levelsTo[j + 1] as number);
  const plan = { kinds, levelsTo };
  plans.set(header, plan);
  return plan;
}

/**
 * Reads the data rows of `bytes` from `startPos` to its end into `state`. A call ends where the bytes
 * end, so a file given in pieces must be cut after a line feed (every row then sees its whole line,
 * as in the file read at once); the last piece may end anywhere.
 */
export function readRows(
  bytes: Uint8Array,
  startPos: number,
  header: CsvHeader,
  state: RowState,
  grow: Grow,
): void {
  const { roles, separator, names } = header;
  const sep = separator.charCodeAt(0);
  const comma = separator === ';';
  const n = roles.length;
  const len = bytes.length;
  const { kinds, levelsTo } = planOf(header);
  let cols = state.cols;
  let targets = targetsOf(roles, cols);
  let capacity = cols.timeMs.length;
  // Locals, not module bindings, in the hot loop (no TDZ checks on every cell).
  const pow10 = POW10;
  const minLevel = MIN_LEVEL_DB;
  const maxLevel = MAX_LEVEL_DB;
  let rows = state.rows;
  let prevTime = state.prevTime;
  let pos = startPos;
  let lineNo = state.lineNo;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const iso = new IsoTimeReader();
  while (pos < len) {
    lineNo++;
    const first = bytes[pos];
    if (first === NL || first === CR || first === HASH || first === SPACE || first === TAB || first === sep) {
      const nl = lineEnd(bytes, pos);
      if (isSkippable(bytes, pos, nl, sep)) {
        pos = nl + 1;
        continue;
      }
    }
    if (rows === capacity) {
      // Past the row limit the file is refused here, before its columns grow for rows it cannot keep
      // (a 3-million-row CSV: issue 28, bounded memory).
      if (rows > MAX_INTERVALS) throw noiseCsvError('tooLong', { max: MAX_INTERVALS });
      capacity = Math.min(capacity * 2, MAX_INTERVALS + 1);
      cols = grow(cols, capacity);
      state.cols = cols;
      targets = targetsOf(roles, cols);
    }
    let a = pos;
    let b = pos;
    let time = Number.NaN;
    for (let j = 0; j < n; j++) {
      if (j > 0 && (b >= len || bytes[b] !== sep)) {
        throw noiseCsvError('fieldCount', { line: lineNo, expected: n, found: j });
      }
      const kind = kinds[j];
      if (kind === 1) {
        // The usual forms first ("84.3", "71", see shortLevel), as many cells as come so; then
        // digits[.digits] ended by the separator or the line's end; parseDecimal does the rest.
        const next = shortCells(bytes, view, a, j, levelsTo, targets, rows, sep, comma);
        if (next > j) {
          b = lastEnd[0] as number;
          a = b + 1;
          j = next - 1;
          continue;
        }
        let i = a;
        let mantissa = 0;
        let markAt = -1;
        let bad = false;
        for (; i < len; i++) {
          const c = bytes[i] as number;
          const d = c - 48;
          if (d >>> 0 < 10) {
            mantissa = mantissa * 10 + d;
          } else if (c === sep || c === NL || c === CR) {
            break;
          } else if (markAt < 0 && (c === 46 || (comma && c === 44))) {
            markAt = i;
          } else {
            bad = true;
            break;
          }
        }
        b = i;
        const digits = bad ? 0 : i - a - (markAt < 0 ? 0 : 1);
        let v = mantissa / (pow10[markAt < 0 ? 0 : i - markAt - 1] as number);
        if (digits === 0 || digits > 15) {
          b = cellEnd(bytes, a, sep);
          v = slowLevel(bytes, a, b, comma, roles[j]?.kind === 'laeq', lineNo, names[j] ?? '');
        } else if (v < minLevel || v > maxLevel) {
          rangeError(bytes, a, b, lineNo, names[j] ?? '');
        }
        (targets[j] as Float64Array)[rows] = v;
      } else {
        // The time cell of a row after the first, in one pass where it has the usual form (the
        // general path below finds its end, then reads it): the last row's ISO length, or whole seconds.
        if (kind === 2 && rows > 0) {
          if (cols.isoTime) {
            const t = iso.readSameLength(bytes, view, a, sep);
            if (!Number.isNaN(t)) {
              time = t;
              b = a + iso.cellLength();
              a = b + 1;
              continue;
            }
          } else {
            let i = a;
            let whole = 0;
            for (; i < len; i++) {
              const d = (bytes[i] as number) - 48;
              if (d >>> 0 >= 10) break;
              whole = whole * 10 + d;
            }
            const after = i < len ? (bytes[i] as number) : NL;
            // parseSecondsTime's answer for up to 15 digits: the integer, exact, times 1000.
            if (i > a && i - a <= 15 && (after === sep || after === NL || after === CR)) {
              time = whole * 1000;
              b = i;
              a = b + 1;
              continue;
            }
          }
        }
        b = cellEnd(bytes, a, sep);
        if (kind === 2) time = readTime(bytes, a, b, rows === 0, cols, comma, lineNo, iso);
      }
      a = b + 1;
    }
    // b is the end of the last expected cell: the line end, or a separator before extra cells.
    let next = b + 1;
    if (b < len && bytes[b] === sep) {
      const nl = lineEnd(bytes, b);
      if (!isSkippable(bytes, b, nl, sep)) {
        throw noiseCsvError('fieldCount', {
          line: lineNo,
          expected: n,
          found: countFields(bytes, pos, nl, sep),
        });
      }
      next = nl + 1;
    } else if (b < len && bytes[b] === CR && bytes[b + 1] === NL) {
      next = b + 2;
    }
    pos = next;
    if (time < prevTime) throw noiseCsvError('timeBackwards', { line: lineNo });
    if (time === prevTime) throw noiseCsvError('timeRepeated', { line: lineNo });
    prevTime = time;
    cols.timeMs[rows] = time;
    cols.lineOf[rows] = lineNo;
    rows++;
  }
  // Written back once (a throw ends the file: the state is not read again).
  state.rows = rows;
  state.prevTime = prevTime;
  state.lineNo = lineNo;
}

/** Cell bounds without surrounding spaces/tabs and one pair of double quotes. */
function trimCell(bytes: Uint8Array, a: number, b: number): [number, number] {
  let s = a;
  let e = b;
  while (s < e && (bytes[s] === SPACE || bytes[s] === TAB)) s++;
  while (e > s && (bytes[e - 1] === SPACE || bytes[e - 1] === TAB)) e--;
  if (e - s >= 2 && bytes[s] === QUOTE && bytes[e - 1] === QUOTE) return [s + 1, e - 1];
  return [s, e];
}

function slowLevel(
  bytes: Uint8Array,
  a: number,
  b: number,
  comma: boolean,
  required: boolean,
  line: number,
  column: string,
): number {
  const [s, e] = trimCell(bytes, a, b);
  if (s === e && !required) return Number.NaN;
  const v = parseDecimal(bytes, s, e, comma);
  if (Number.isNaN(v)) throw noiseCsvError('notANumber', { line, column, value: cellPreview(bytes, s, e) });
  if (v < MIN_LEVEL_DB || v > MAX_LEVEL_DB) rangeError(bytes, s, e, line, column);
  return v;
}

function rangeError(bytes: Uint8Array, s: number, e: number, line: number, column: string): never {
  throw noiseCsvError('levelOutOfRange', {
    line,
    column,
    value: cellPreview(bytes, s, e),
    min: MIN_LEVEL_DB,
    max: MAX_LEVEL_DB,
  });
}

function readTime(
  bytes: Uint8Array,
  a: number,
  b: number,
  first: boolean,
  cols: RawColumns,
  comma: boolean,
  line: number,
  iso: IsoTimeReader,
): number {
  // trimCell's bounds, without its array (one per row).
  let s = a;
  let e = b;
  while (s < e && (bytes[s] === SPACE || bytes[s] === TAB)) s++;
  while (e > s && (bytes[e - 1] === SPACE || bytes[e - 1] === TAB)) e--;
  if (e - s >= 2 && bytes[s] === QUOTE && bytes[e - 1] === QUOTE) {
    s++;
    e--;
  }
  if (first) cols.isoTime = looksLikeIso(bytes, s, e);
  const time = cols.isoTime ? iso.read(bytes, s, e) : parseSecondsTime(bytes, s, e, comma);
  if (Number.isNaN(time)) throw noiseCsvError('badTime', { line, value: cellPreview(bytes, s, e) });
  return time;
}

function countFields(bytes: Uint8Array, start: number, end: number, sep: number): number {
  let count = 1;
  for (let i = start; i < end; i++) if (bytes[i] === sep) count++;
  return count;
}
