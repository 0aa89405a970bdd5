import type { RecordLine } from '../../records/lines.ts';
import { headerLine } from '../../records/scan-header-line.ts';
import { recordsMissing } from '../../records/rows.ts';
import { shortLevel } from '../../records/short-level.ts';
import {
  assemble,
  type DosimeterFormat,
  type DosimeterHead,
  type DosimeterRows,
  headOf,
} from './assemble.ts';
import { bandCenters, type DosimeterRecord } from './types.ts';

// The fast path of the dosimeter parsers: one pass over the bytes of a clean record, numbers read
// from the byte codes straight into the output arrays (no line objects, no substrings, no column
// transposes for the `d` lines; 86,400 rows × 34 values in a few tens of ms).
//
// It answers `undefined` for anything but a clean record: any error, a `d` line before the `a`
// line, a number written in an unusual form (sign, exponent, more than 15 digits), a non-ASCII
// byte outside the ignored end of a `d` line. The caller then runs the line parser, which gives
// the exact error naming the line, or the record. So this code only has to be right when it
// succeeds, and then it returns exactly what the line parser returns (checked by a property test
// against the line parser on generated and mutated records). One error it throws itself, the line
// parser's own: a record whose every line it read cleanly but whose `d` lines are fewer than its
// header declares (recordsMissing, a copy cut short at a line's end), which the line parser would
// otherwise read whole only to say so.

const NL = 10;
const CR = 13;
const SEMI = 59;
const DOT = 46;
const D = 100;

const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000];
const MAX_DIGITS = 15;
const MAX_LEVEL = 150;
const EMPTY = new Float64Array(0);
/** Bytes per piece of scanDosimeterBytes before it runs on to a line feed. */
const PIECE = 1 << 20;

/**
 * Whether `i` is where the line ends: its line feed, a carriage return just before one, or the end
 * of the bytes (what `i >= end` was with the line's end found first).
 */
function lineEndAt(bytes: Uint8Array, i: number, size: number): boolean {
  if (i >= size) return true;
  const ch = bytes[i];
  return ch === NL || (ch === CR && (i + 1 >= size || bytes[i + 1] === NL));
}

/** Where the field readField read ends: its separator or its line's end. */
let fieldEnd = 0;

/**
 * The field at `at` of a `d` line (up to its separator or the line's end, then `fieldEnd`): NaN when
 * empty, -1 when not a plain number up to 150 with at most 6 decimals and 15 digits (the line parser
 * decides), else its value by the arithmetic of parseRows: an exact integer over an exact power of ten.
 */
function readField(bytes: Uint8Array, at: number, size: number): number {
  let i = at;
  let ch = bytes[i] as number;
  if (ch === SEMI || lineEndAt(bytes, i, size)) {
    fieldEnd = i;
    return Number.NaN;
  }
  let mantissa = 0;
  while (ch >= 48 && ch <= 57) {
    mantissa = mantissa * 10 + (ch - 48);
    ch = bytes[++i] as number;
  }
  const digits = i - at;
  let decimals = 0;
  if (ch === DOT) {
    const fracStart = ++i;
    ch = bytes[i] as number;
    while (ch >= 48 && ch <= 57) {
      mantissa = mantissa * 10 + (ch - 48);
      ch = bytes[++i] as number;
    }
    decimals = i - fracStart;
    if (decimals === 0) return -1;
  }
  if (digits === 0 || (ch !== SEMI && !lineEndAt(bytes, i, size))) return -1;
  if (digits + decimals > MAX_DIGITS || decimals >= POW10.length) return -1;
  const value = decimals === 0 ? mantissa : mantissa / (POW10[decimals] as number);
  if (value > MAX_LEVEL) return -1;
  fieldEnd = i;
  return value;
}

/** Thrown out of assemble() when its head is not the one the rows were read with (never expected). */
class HeadMismatch extends Error {}

function headOrUndefined(format: DosimeterFormat, a: RecordLine): DosimeterHead | undefined {
  try {
    return headOf(format, a);
  } catch {
    return undefined;
  }
}

/**
 * Growable output columns, one per band too (as the record keeps them); never larger than the
 * header's count (a longer record is an error). A class with every field set in its constructor:
 * one shape for the data-line loop, whatever the record.
 */
class RowStore {
  n = 0;
  capacity = 0;
  /** The offset of the last row read (-1 before the first). */
  previous = -1;
  offsets = EMPTY;
  /**
   * One column per field of a `d` line, in its order (LAeq, LCpeak, LAFmax, the bands): the loop
   * stores each field by its index alone. Without kept bands, every band field goes to one scratch
   * column no one reads (the values are still checked).
   */
  columns: Float64Array<ArrayBuffer>[];
  constructor(
    readonly count: number,
    readonly width: number,
    readonly interval: number,
    readonly keepBands: boolean,
  ) {
    this.columns = Array.from({ length: width }, () => EMPTY);
  }

  /**
   * Room for the `d` line at `pos` of `bytes` (a piece of a file of `remaining` bytes from the
   * piece's start) and, by that line's length, for the rows expected after it: one allocation for a
   * regular record. False when the header's count is reached.
   */
  makeRoom(bytes: Uint8Array, pos: number, remaining: number): boolean {
    let next = bytes.indexOf(NL, pos);
    if (next === -1) next = bytes.length;
    const lineLength = Math.max(next + 1 - pos, 2 * this.width + 2);
    return this.grow(Math.ceil(((remaining - pos) / lineLength) * 1.02) + 16);
  }

  private grow(expected: number): boolean {
    if (this.capacity >= this.count) return false;
    const capacity = Math.min(this.count, Math.max(expected, this.capacity * 2, 64));
    const copy = (src: Float64Array) => {
      const out = new Float64Array(capacity);
      out.set(src);
      return out;
    };
    this.offsets = copy(this.offsets);
    const kept = this.keepBands ? this.width : Math.min(this.width, 4);
    const columns = this.columns.slice(0, kept).map(copy);
    const scratch = columns[3];
    while (scratch && columns.length < this.width) columns.push(scratch);
    this.columns = columns;
    this.capacity = capacity;
    return true;
  }

  rows(): DosimeterRows {
    const [laeq = EMPTY, lcpeak = EMPTY, lafmax = EMPTY, ...bands] = this.columns;
    return { offsets: this.offsets, laeq, lcpeak, lafmax, bandLevels: this.keepBands ? bands : [] };
  }
}

/**
 * Reads a dosimeter record (v1 or DoseMax V2) from its bytes: the record the line parser gives for
 * the same text, or undefined when the line parser has to decide (see above); throws the line
 * parser's recordsMissing for a clean record short of its declared rows. The bytes are the
 * text's UTF-8 encoding; a BOM is not skipped (the caller decides what its text starts with).
 */
export function scanDosimeterBytes(bytes: Uint8Array, format: DosimeterFormat): DosimeterRecord | undefined {
  return scanDosimeterChunks(linePieces(bytes), bytes.length, format);
}

/**
 * `bytes` cut after a line feed every PIECE bytes or so: the data-line loop is then entered ~15
 * times for a 24 h record and runs as a function V8 optimised whole, not as its loop compiled
 * on-stack in the one call that read all 86,400 lines.
 */
function* linePieces(bytes: Uint8Array): Generator<Uint8Array, void, undefined> {
  let from = 0;
  while (from < bytes.length) {
    const nl = bytes.indexOf(NL, from + PIECE - 1);
    const to = nl === -1 ? bytes.length : nl + 1;
    yield bytes.subarray(from, to);
    from = to;
  }
}

/**
 * scanDosimeterBytes over a file read in pieces (each cut after a line end; `totalBytes` the file's
 * size): the same record, never holding the file. `bands: false` checks the band values as ever but
 * keeps none (the record then has no `bands`): what `ohp analyze noise` needs, which reports no band.
 */
export function scanDosimeterChunks(
  chunks: Iterable<Uint8Array>,
  totalBytes: number,
  format: DosimeterFormat,
  options: { bands: boolean } = { bands: true },
): DosimeterRecord | undefined {
  const scanner = new DosimeterScanner(totalBytes, format, options.bands);
  for (const chunk of chunks) if (!scanner.push(chunk)) return undefined;
  const record = scanner.finish();
  if (!record || options.bands) return record;
  return { ...record, bands: undefined };
}

/**
 * The `d` lines from `pos` on, up to the first other line, the end of `bytes` or the end of the
 * store's room: the position after the last one read, or -1 when one is not clean. A data line:
 * d;<offset>;<LAeq>;<LCpeak>;<LAFmax>[;<band>…], read as parseRows reads it. Its own top-level
 * function, with one shape of argument each (a typed array, a RowStore, numbers): it is optimised
 * once and stays so from one record to the next (as a closure per scan it was deoptimised and
 * re-optimised on each of a record's first reads, its loop running unoptimised meanwhile).
 */
function dataLines(bytes: Uint8Array, view: DataView, pos: number, store: RowStore): number {
  const size = bytes.length;
  const width = store.width;
  const interval = store.interval;
  const last = width - 1;
  // A local, not the module binding, in the loop over every field: an imported binding is checked
  // for its temporal dead zone at each use (seen in the optimised code).
  const readShortLevel = shortLevel;
  let previous = store.previous;
  while (pos < size && bytes[pos] === D) {
    if (bytes[pos + 1] !== SEMI) return -1;
    const r = store.n;
    // Out of room: the caller grows the store (code run once a record, kept out of this loop: V8
    // optimised it with no feedback for it and dropped the loop's code when it first ran).
    if (r === store.capacity) return pos;
    const columns = store.columns;
    let i = pos + 2;
    let ch = bytes[i] as number;
    let offset = 0;
    while (ch >= 48 && ch <= 57) {
      offset = offset * 10 + (ch - 48);
      ch = bytes[++i] as number;
    }
    // 1 to 9 plain digits, then the separator; strictly increasing multiples of the interval.
    if (i === pos + 2 || i - pos - 2 > 9 || ch !== SEMI) return -1;
    if (offset <= previous || offset % interval !== 0) return -1;
    previous = offset;
    store.previous = offset;
    store.offsets[r] = offset;
    i++;
    for (let c = 0; c < width; c++) {
      // The usual forms first ("83.7", "71", see shortLevel), ended by the separator or, for
      // the line's last field, by the line's end; anything else is readField's.
      let value = -1;
      if (i + 4 < size) {
        const x = view.getUint32(i, true);
        // The usual "dd.d" (nine fields in ten) tested inline, its end taken from the branch rather
        // than from the value: the next field's address then waits for no arithmetic on this one's
        // bytes, and the CPU reads fields ahead (shortLevel's answer for these four bytes; a 24 h
        // record with bands read in 20.5-22.0 ms against 23.4-26.8 through shortLevel alone).
        if ((x & 0xf0fff0f0) === 0x302e3030 && ((x + 0x06000606) & 0xf0f0f0f0) === 0x30203030) {
          const after = bytes[i + 4];
          if (after === SEMI) {
            (columns[c] as Float64Array)[r] =
              ((x & 15) * 100 + ((x >>> 8) & 15) * 10 + ((x >>> 24) & 15)) / 10;
            i += 5;
            continue;
          }
        } else if ((x & 0xfff0f0) === 0x3b3030 && ((x + 0x0606) & 0xf0f0) === 0x3030) {
          // "dd;" (most of the rest): its whole decibels.
          (columns[c] as Float64Array)[r] = (x & 15) * 10 + ((x >>> 8) & 15);
          i += 3;
          continue;
        }
        const code = readShortLevel(x, false);
        if (code >= 0) {
          const end = i + (code & 7);
          const after = bytes[end];
          if (after === SEMI) {
            value = (code >> 3) / 10;
            i = end + 1;
          } else if (c === last && (after === NL || (after === CR && bytes[end + 1] === NL))) {
            value = (code >> 3) / 10;
            i = end;
          }
        }
      }
      if (value < 0) {
        value = readField(bytes, i, size);
        // Empty: allowed for LCpeak and LAFmax only.
        if (value < 0 || (c !== 1 && c !== 2 && Number.isNaN(value))) return -1;
        // An integer (a position): `| 0` keeps `i` an untagged integer in the optimised loop.
        i = fieldEnd | 0;
        if (c < last) {
          // Here bytes[i] is a separator or the line's end: the end is an error.
          if (bytes[i] !== SEMI) return -1;
          i++;
        }
      }
      (columns[c] as Float64Array)[r] = value;
    }
    // Anything after the last expected field is ignored, as parseRows ignores it.
    store.n = r + 1;
    while (i < size && bytes[i] !== NL) i++;
    pos = i + 1;
  }
  return pos;
}

/** The scan of one record, its bytes given at once or in pieces. */
class DosimeterScanner {
  private readonly lines: RecordLine[] = [];
  private head: DosimeterHead | undefined = undefined;
  private store: RowStore | undefined = undefined;
  private no = 0;
  /** The line number of the last `d` line read. */
  private lastDataLine = 0;
  /** Where the next piece starts in the file. */
  private at = 0;

  constructor(
    private readonly len: number,
    private readonly format: DosimeterFormat,
    private readonly keepBands: boolean,
  ) {}

  push(bytes: Uint8Array): boolean {
    const size = bytes.length;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let pos = 0;
    while (pos < size) {
      if (bytes[pos] === D) {
        const store = this.store;
        if (store === undefined) return false;
        const before = store.n;
        if (store.n === store.capacity && !store.makeRoom(bytes, pos, this.len - this.at)) return false;
        pos = dataLines(bytes, view, pos, store);
        if (pos < 0) return false;
        this.no += store.n - before;
        if (store.n > before) this.lastDataLine = this.no;
        continue;
      }
      const no = ++this.no;
      // Any other line is found with indexOf; a `d` line's end is found as its fields are read
      // (one indexOf call per line cost ~6 ms of a 24-h record).
      let next = bytes.indexOf(NL, pos);
      if (next === -1) next = size;
      let end = next;
      if (end > pos && bytes[end - 1] === CR) end--;
      if (end > pos) {
        const line = headerLine(bytes, pos, end, no);
        if (line === undefined) return false;
        if (line !== null) {
          this.lines.push(line);
          if (line.type === 'a' && this.head === undefined) {
            const head = headOrUndefined(this.format, line);
            if (head === undefined) return false;
            this.head = head;
            const bandCount = bandCenters(head.bands).length;
            this.store = new RowStore(head.count, 3 + bandCount, head.interval, this.keepBands);
          }
        }
      }
      pos = next + 1;
    }
    this.at += size;
    return true;
  }

  /**
   * The record; undefined when the line parser has to decide; throws recordsMissing when every line
   * was clean and only the count of rows is short (store.n never passes the count: push refuses).
   */
  finish(): DosimeterRecord | undefined {
    const { head, store, lines } = this;
    if (head === undefined || store === undefined || store.n === 0) return undefined;
    // One `d` line stands for all of them: the assembly only checks that the type is present.
    lines.push({ no: 0, type: 'd', fields: [], text: '', start: 0, end: 0 });
    const scanned = head;
    // Thrown where the line parser's parseRows would throw it: after the header checks the assembly
    // makes before the rows, which give their own errors first.
    const missing = store.n < head.count ? recordsMissing(this.lastDataLine, store.n, head.count) : undefined;
    try {
      return assemble(this.format, lines, (h) => {
        const same =
          h.start === scanned.start &&
          h.interval === scanned.interval &&
          h.count === scanned.count &&
          h.bands === scanned.bands;
        if (!same) throw new HeadMismatch();
        if (missing) throw missing;
        return store.rows();
      });
    } catch (error) {
      if (error === missing) throw error;
      return undefined;
    }
  }
}

// A call or a comparison V8 has never seen made has no feedback: the optimised data-line loop then
// holds a deoptimisation in its place, taken when it first runs (the first level of three digits,
// often thousands of lines into a record with a quiet start), and the loop runs unoptimised until
// optimised again, in each of a process's first records (2-3 deopts a process, seen with
// --trace-deopt). A tiny record read at load makes each of them once: a LCpeak of three digits
// mid-line, bands of three digits ending a CRLF and a LF line. Read ten times: V8 gives a function
// its feedback only after a few calls (8 by default).
/** The record read at load (exported for its test: it must read, every line by the loop). */
export const WARM_UP_RECORD =
  'z;2;2409000310AA;3.0.2\na;2026-03-10;07:00:00;1;2;10\nb;A;S;80;85;3;C;0\nc;2409000310AA;1;1;1;1;1;1;0\n' +
  'd;0;70.2;118.0;74.0;60;61;62;63;64;65;66;67;68;100.5\r\nd;1;70;95.0;;60.1;61;62;63;64;65;66;67;68;101\n';
for (let i = 0; i < 10; i++) scanDosimeterBytes(new TextEncoder().encode(WARM_UP_RECORD), 'v2');
