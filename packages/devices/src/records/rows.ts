import { type RecordLine, recordError } from './lines.ts';

export interface ColumnSpec {
  name: string;
  min: number;
  max: number;
  /** Empty field allowed (stored as NaN). */
  optional?: boolean;
}

export interface Rows {
  /** Seconds from the record start of each row. */
  offsets: Float64Array;
  /** One array per column, NaN where an optional field was empty. */
  columns: Float64Array[];
}

const pow10 = [1, 10, 100, 1000, 10000, 100000, 1000000];

function notNumber(text: string, from: number, end: number, line: number): never {
  let stop = text.indexOf(';', from);
  if (stop === -1 || stop > end) stop = end;
  throw recordError('notNumber', { line, value: text.slice(from, Math.min(stop, from + 20)) });
}

/**
 * The error of a record whose `d` lines, every one of them read, are fewer than its header declares
 * (`line` the last of them): a copy or a download cut short at a line's end. The byte scanners
 * throw it as well, having read every line cleanly, so the line parser need not read the file.
 */
export function recordsMissing(line: number, found: number, declared: number) {
  return recordError('recordsMissing', { line, found, declared });
}

/**
 * Parses the `d` lines: `d;<offset>;<col1>;<col2>;…`. Offsets must increase strictly, be multiples of
 * the interval, and the row count must equal the header's count (fewer: recordsMissing; more:
 * 'Invalid number of records').
 * Numbers follow -?\d+(\.\d+)? and get the same value as Number(); an empty optional field is NaN.
 * This is the hot loop of every record parse (86,400 rows × 34 columns): one pass over the
 * characters, no substrings, no calls per field.
 */
export function parseRows(
  lines: readonly RecordLine[],
  columns: readonly ColumnSpec[],
  intervalSeconds: number,
  declaredCount: number,
): Rows {
  // Counted, then visited in place: no filtered copy of the (86,400-line) list.
  let n = 0;
  let lastData: RecordLine | undefined;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as RecordLine;
    if (line.type === 'd') {
      n++;
      lastData = line;
    }
  }
  if (n === 0 || !lastData) throw recordError('noRecords');
  const width = columns.length;
  const offsets = new Float64Array(n);
  // Written column by column directly (no row-major buffer to transpose afterwards).
  const out = columns.map(() => new Float64Array(n));
  const min = Float64Array.from(columns, (c) => c.min);
  const max = Float64Array.from(columns, (c) => c.max);
  const optional = Uint8Array.from(columns, (c) => (c.optional ? 1 : 0));
  let previous = -1;
  for (let k = 0, r = -1; r < n - 1; k++) {
    const line = lines[k] as RecordLine;
    if (line.type !== 'd') continue;
    r++;
    const text = line.text;
    const end = line.end;
    const no = line.no;
    let i = line.start;
    for (let c = -1; c < width; c++) {
      // The character after a line's last field is CR, LF or past the text (NaN): never a digit,
      // '.', '-' or ';', so the digit loops need no bounds check.
      const from = i;
      let ch = text.charCodeAt(i);
      let value = Number.NaN;
      if (ch !== 59 && i < end) {
        const negative = ch === 45;
        if (negative) ch = text.charCodeAt(++i);
        let mantissa = 0;
        const intStart = i;
        while (ch >= 48 && ch <= 57) {
          mantissa = mantissa * 10 + (ch - 48);
          ch = text.charCodeAt(++i);
        }
        let digits = i - intStart;
        let decimals = 0;
        if (ch === 46 && digits > 0) {
          const fracStart = ++i;
          ch = text.charCodeAt(i);
          while (ch >= 48 && ch <= 57) {
            mantissa = mantissa * 10 + (ch - 48);
            ch = text.charCodeAt(++i);
          }
          decimals = i - fracStart;
          if (decimals === 0) digits = 0;
        }
        if (digits === 0 || (ch !== 59 && i < end) || i > end) notNumber(text, from, end, no);
        if (digits + decimals > 15 || decimals >= pow10.length) value = Number(text.slice(from, i));
        else value = decimals === 0 ? mantissa : mantissa / (pow10[decimals] as number);
        if (negative) value = -value;
      }
      if (c === -1) {
        if (!Number.isInteger(value) || value < 0 || i - from > 9) notNumber(text, from, end, no);
        if (value <= previous) throw recordError('timeBackwards', { line: no });
        if (value % intervalSeconds !== 0) throw recordError('invalidNumberOfRecords', { line: no });
        previous = value;
        offsets[r] = value;
      } else {
        if (Number.isNaN(value)) {
          if (optional[c] === 0) throw recordError('truncatedLine', { line: no });
        } else if (value < (min[c] as number) || value > (max[c] as number)) {
          throw recordError('outOfRange', {
            line: no,
            value: text.slice(from, i),
            min: min[c] ?? 0,
            max: max[c] ?? 0,
          });
        }
        (out[c] as Float64Array)[r] = value;
      }
      if (c < width - 1) {
        if (i >= end) throw recordError('truncatedLine', { line: no });
        i++;
      }
    }
  }
  if (n < declaredCount) throw recordsMissing(lastData.no, n, declaredCount);
  if (n !== declaredCount) {
    throw recordError('invalidNumberOfRecords', { line: lastData.no });
  }
  return { offsets, columns: out };
}

/** Formats a number for a record line: up to `decimals` places, no trailing zeros, NaN → empty. */
export function fmt(value: number, decimals = 1): string {
  if (Number.isNaN(value)) return '';
  return String(Number(value.toFixed(decimals)));
}
