import type { DeviceError } from '../errors.ts';
import type { RecordLine } from './lines.ts';
import { type Rows, recordsMissing } from './rows.ts';
import { headerLine } from './scan-header-line.ts';

// The byte fast path of the records made of header lines and fixed-width `d` lines (Itemp, CO2Pro):
// one pass over the bytes, the numbers read from the byte codes straight into the columns, no line
// objects for the `d` lines and no decoding of the file. As the dosimeter and AxPro scanners, it
// answers undefined for anything but a clean record (any error, a `d` line before the `a` line, a
// number in an unusual form, an empty or extra field, a non-ASCII byte), so the line parser decides
// and gives the exact error; where it answers, the family builds its record from these rows with
// the same code as its line parser (property tests compare both). Rows short of the declared count,
// every line read cleanly, are answered too (`found` below the count): the family then throws the
// line parser's recordsMissing itself (missingRows), where its parser would.

const NL = 10;
const CR = 13;
const D = 100;
const A = 97;

// Up to 10^22, the largest power of ten a double holds exactly: with a mantissa below 2^53 one
// division is correctly rounded, the value Number() gives the same text (parseRows' slow path).
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
/** The shortest `d` line ("d;0;0\n"): more declared rows than the bytes can hold is not clean. */
const MIN_LINE = 6;

export interface RowHead {
  interval: number;
  count: number;
}

export interface ScannedRows extends RowHead {
  /** The header lines as splitRecord gives them, then one `d` line standing for all the data lines. */
  lines: RecordLine[];
  /** The columns, of `count` rows (the first `found` read). */
  rows: Rows;
  /** How many `d` lines were read: `count`, or fewer when the record is short of them. */
  found: number;
  /** The line number of the last `d` line. */
  lastDataLine: number;
}

/**
 * The line parser's error for scanned rows short of the declared count (parseRows' recordsMissing,
 * naming the last `d` line), or undefined: what the family throws where its parser runs parseRows.
 */
export function missingRows(scanned: ScannedRows): DeviceError | undefined {
  return scanned.found < scanned.count
    ? recordsMissing(scanned.lastDataLine, scanned.found, scanned.count)
    : undefined;
}

/** A field of plain digits within [min, max], as num() would read it; undefined otherwise. */
export function plainInteger(line: RecordLine, index: number, min: number, max: number): number | undefined {
  const raw = line.fields[index] ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value < min || value > max ? undefined : value;
}

/** Where the rows go: the columns and their ranges, and how many rows were read. */
interface RowSink {
  readonly interval: number;
  readonly count: number;
  readonly offsets: Float64Array;
  readonly out: Float64Array[];
  readonly min: Float64Array;
  readonly max: Float64Array;
  n: number;
}

/**
 * Scans a record's bytes: header lines, and `d;<offset>;<v1>;…;<vn>` lines with `columns.length`
 * values within their ranges. `headOf` reads the interval and declared count from the first `a` line.
 */
export function scanRowsBytes(
  bytes: Uint8Array,
  columns: readonly { min: number; max: number }[],
  headOf: (a: RecordLine) => RowHead | undefined,
): ScannedRows | undefined {
  const len = bytes.length;
  const lines: RecordLine[] = [];
  let head: RowHead | undefined;
  let sink: RowSink | undefined;
  let no = 0;
  let lastDataLine = 0;
  let pos = 0;
  // Never a read past the end in the clean case (the optimised code would be thrown away for it):
  // an empty last "line" after the final LF has nothing to read.
  while (pos < len) {
    if (bytes[pos] === D) {
      if (sink === undefined) return undefined;
      const before = sink.n;
      pos = dataLines(bytes, pos, sink);
      if (pos < 0) return undefined;
      no += sink.n - before;
      if (sink.n > before) lastDataLine = no;
      continue;
    }
    no++;
    let next = bytes.indexOf(NL, pos);
    if (next === -1) next = len;
    let end = next;
    if (end > pos && bytes[end - 1] === CR) end--;
    if (end > pos) {
      const line = headerLine(bytes, pos, end, no);
      if (line === undefined) return undefined;
      if (line !== null) {
        lines.push(line);
        if (bytes[pos] === A && head === undefined) {
          head = headOf(line);
          // Room for the declared rows, only when the bytes could hold them.
          if (head === undefined || head.count < 1 || head.count * MIN_LINE > len) return undefined;
          const count = head.count;
          sink = {
            interval: head.interval,
            count,
            offsets: new Float64Array(count),
            out: columns.map(() => new Float64Array(count)),
            min: Float64Array.from(columns, (c) => c.min),
            max: Float64Array.from(columns, (c) => c.max),
            n: 0,
          };
        }
      }
    }
    pos = next + 1;
  }
  if (head === undefined || sink === undefined || sink.n === 0) return undefined;
  lines.push({ no: 0, type: 'd', fields: [], text: '', start: 0, end: 0 });
  return {
    lines,
    rows: { offsets: sink.offsets, columns: sink.out },
    interval: head.interval,
    count: head.count,
    found: sink.n,
    lastDataLine,
  };
}

/**
 * The `d` lines from `start` on, up to the first other line or the end: the position after the
 * last one read, or -1 when one is not clean. Its own function, apart from the header lines:
 * optimised early and on its own (a 24 h record's first read is most of what a user waits for).
 * Written for what V8 compiles (counted with callgrind): character codes and limits are literals
 * (esbuild's bundles, the server's and the CLI's, write a module's constants as `var`, which V8
 * loads and checks at each use in the loop: 13 % of its instructions there), and the integers
 * are `| 0` (else V8 keeps them tagged, checked and untagged at each use).
 */
function dataLines(bytes: Uint8Array, start: number, sink: RowSink): number {
  const len = bytes.length;
  const { offsets, out, min, max } = sink;
  const interval = sink.interval | 0;
  const count = sink.count | 0;
  const width = out.length;
  const pow10 = POW10;
  let n = sink.n | 0;
  let previous = n === 0 ? -1 : (offsets[n - 1] as number) | 0;
  let pos = start | 0;
  while (pos < len && bytes[pos] === 100 /* d */) {
    // A data line ends where its last value does (CR LF, LF or the end of the bytes): no search
    // for the line end first, one pass over its bytes.
    if (n === count || bytes[pos + 1] !== 59 /* ; */) return -1;
    let i = pos + 2;
    let ch = bytes[i] as number;
    let offset = 0;
    while (ch >= 48 && ch <= 57) {
      offset = offset * 10 + (ch - 48);
      ch = bytes[++i] as number;
    }
    if (i === pos + 2 || i - pos - 2 > 9 || ch !== 59) return -1;
    // The interval after a row's offset (a multiple of it) is one: no remainder to take.
    if (n === 0 || offset !== previous + interval) {
      if (offset <= previous || offset % interval !== 0) return -1;
    }
    previous = offset;
    offsets[n] = offset;
    i++;
    for (let c = 0; c < width; c++) {
      ch = bytes[i] as number;
      const negative = ch === 45; /* - */
      if (negative) ch = bytes[++i] as number;
      let mantissa = 0;
      const intStart = i;
      while (ch >= 48 && ch <= 57) {
        mantissa = mantissa * 10 + (ch - 48);
        ch = bytes[++i] as number;
      }
      const digits = i - intStart;
      let decimals = 0;
      if (ch === 46 /* . */) {
        const fracStart = ++i;
        ch = bytes[i] as number;
        while (ch >= 48 && ch <= 57) {
          mantissa = mantissa * 10 + (ch - 48);
          ch = bytes[++i] as number;
        }
        decimals = i - fracStart;
        if (decimals === 0) return -1;
      }
      // At most 15 digits (an exact mantissa) and 22 decimals (POW10).
      if (digits === 0 || digits + decimals > 15 || decimals > 22) return -1;
      // The same arithmetic as parseRows: magnitude first, then the sign (so "-0" is -0); x / 10
      // is x / POW10[1], without the table.
      let value =
        decimals === 0 ? mantissa : decimals === 1 ? mantissa / 10 : mantissa / (pow10[decimals] as number);
      if (negative) value = -value;
      if (value < (min[c] as number) || value > (max[c] as number)) return -1;
      (out[c] as Float64Array)[n] = value;
      // One separator between values; nothing after the last.
      if (c < width - 1) {
        if (ch !== 59) return -1;
        i++;
      }
    }
    n++;
    // Stored in the loop, not after it: code after a long loop has no type feedback when V8
    // compiles the loop on the stack, and its first run threw the compiled loop away.
    sink.n = n;
    if (ch === 13) {
      i++;
      if (i < len && bytes[i] !== 10) return -1;
    } else if (i < len && ch !== 10) return -1;
    pos = i + 1;
  }
  return pos;
}
