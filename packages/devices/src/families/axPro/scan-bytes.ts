import type { RecordLine } from '../../records/lines.ts';
import { zRecordFrame } from '../../records/record-frame.ts';
import { recordsMissing } from '../../records/rows.ts';
import { headerLine } from '../../records/scan-header-line.ts';
import { type AxProAxis, type AxProRecord, type AxProSpectrum, axProHeader, spectrumHead } from './record.ts';

// The fast path of parseAxPro, as the dosimeters have theirs (dosimeter/scan-bytes.ts): one pass over
// the bytes of a clean record, the `d` and `s` numbers read from the byte codes straight into the
// output arrays, no line objects for them and no decoding of the file. A 10 h extended record at 1 s
// is 144,000 such lines (24 MB).
//
// It answers `undefined` for anything but a clean record as the device and formatAxPro write it: any
// error, a `d` line before the `a` line, an `s` line that does not follow the `d` line of its offset
// or comes before the `b` line, a number in an unusual form (sign, more than 15 digits, more than 6
// decimals), a non-ASCII byte, a field after the last one. The line parser then decides and gives
// the exact error. So this code only has to be right when it succeeds, and then it returns exactly
// what parseAxPro returns (a property test compares them on generated and mutated records). It
// throws one error itself, parseAxPro's own: recordsMissing, for a record whose every line it read
// cleanly but whose `d` lines are fewer than its header declares (a copy cut short at a line's end).

const NL = 10;
const CR = 13;
const SEMI = 59;
const DOT = 46;
const D = 100;
const S = 115;

// Up to 10^22, the largest power of ten a double holds exactly: with a mantissa below 2^53, one
// division is then correctly rounded, the value Number() gives the same text (parseRows' path for
// more than 6 decimals).
const POW10 = Float64Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
const MAX_DIGITS = 15;
/** parseAxPro's ranges of the `d` columns: x, y, z r.m.s.; ∫aw⁴dt; peaks. Bands share the peaks' range. */
const ACCEL_MAX = 1000;
const FOURTH_MAX = 1e17;
const WIDE_MAX = 10000;
const OLD_WIDTH = 4;
const EXTENDED_WIDTH = 10;
/** The shortest `d` line ("d;0;0;0;0\n"): more declared rows than the bytes can hold is not clean. */
const MIN_LINE = 10;
/** The largest value of each `d` column (after the offset); of every band. */
const D_MAX = Float64Array.from({ length: EXTENDED_WIDTH - 1 }, (_, c) =>
  c < 3 ? ACCEL_MAX : c < 6 ? FOURTH_MAX : WIDE_MAX,
);
const BAND_MAX = new Float64Array(64).fill(WIDE_MAX);

const AXES: Record<number, AxProAxis> = { 120: 'x', 121: 'y', 122: 'z' };

/** Where the last readOffset stopped (after its ';'). */
const at = new Int32Array(1);

/**
 * `count` plain unsigned decimals separated by ';' from bytes[i], each into out[k][row] and at most
 * max[k]: the index after the last one, or -1 for anything unusual (a sign, an exponent, no digit on
 * one side of the point, more than 15 digits), which the line parser then decides. The caller
 * checks the line end. One loop with the number read inline: 2.8 million values in a 10 h record.
 */
function scanValues(
  bytes: Uint8Array,
  i: number,
  out: Float64Array[],
  row: number,
  count: number,
  max: Float64Array,
): number {
  for (let k = 0; k < count; k++) {
    let ch = bytes[i] as number;
    let mantissa = 0;
    const intStart = i;
    while (ch >= 48 && ch <= 57) {
      mantissa = mantissa * 10 + (ch - 48);
      ch = bytes[++i] as number;
    }
    const digits = i - intStart;
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
    if (digits === 0 || digits + decimals > MAX_DIGITS || decimals >= POW10.length) return -1;
    // The same arithmetic as parseRows and the band scanner: an exact integer over an exact power of ten.
    const value = decimals === 0 ? mantissa : mantissa / (POW10[decimals] as number);
    if (value > (max[k] as number)) return -1;
    (out[k] as Float64Array)[row] = value;
    if (k < count - 1) {
      if (ch !== SEMI) return -1;
      i++;
    }
  }
  return i;
}

/** The position after the line end at bytes[i] (LF, CR LF, a CR or nothing at the end): -1 if none is there. */
function afterLineEnd(bytes: Uint8Array, i: number): number {
  const size = bytes.length;
  if (i >= size) return size + 1;
  const ch = bytes[i];
  if (ch === NL) return i + 1;
  if (ch === CR) {
    if (i + 1 === size) return size + 1;
    if (bytes[i + 1] === NL) return i + 2;
  }
  return -1;
}

/** `<digits>;` at `i` (1 to 9 digits): the offset, or -1. */
function readOffset(bytes: Uint8Array, i: number): number {
  let ch = bytes[i] as number;
  let offset = 0;
  const from = i;
  while (ch >= 48 && ch <= 57) {
    offset = offset * 10 + (ch - 48);
    ch = bytes[++i] as number;
  }
  if (i === from || i - from > 9 || ch !== SEMI) return -1;
  at[0] = i + 1;
  return offset;
}

/** The `a` line's interval and declared count, read as zRecordFrame reads them; undefined if not plain. */
function intervalAndCount(a: RecordLine): { interval: number; count: number } | undefined {
  const interval = Number(a.fields[2]);
  const count = Number(a.fields[3]);
  if (!/^\d+$/.test(a.fields[2] ?? '') || !/^\d+$/.test(a.fields[3] ?? '')) return undefined;
  if (interval < 1 || interval > 3600 || count < 1 || count > 1e7) return undefined;
  return { interval, count };
}

/**
 * Reads an AxPro record from its UTF-8 bytes: the record parseAxPro gives for the same text, or
 * undefined when the line parser has to decide (see above). A BOM is not skipped.
 */
export function scanAxProBytes(bytes: Uint8Array): AxProRecord | undefined {
  const scanner = axProScanner(bytes.length);
  return scanner.push(bytes) ? scanner.finish() : undefined;
}

/**
 * scanAxProBytes over a file read in pieces (the CLI: a 7-day record is 410 MB, never held whole):
 * each piece ends at a line end, the last may end without one; `totalBytes` is the file's size.
 * The same record scanAxProBytes gives for the pieces joined, or undefined.
 */
export function scanAxProChunks(chunks: Iterable<Uint8Array>, totalBytes: number): AxProRecord | undefined {
  const scanner = axProScanner(totalBytes);
  for (const chunk of chunks) if (!scanner.push(chunk)) return undefined;
  return scanner.finish();
}

/** The scanner's state across pieces: `push` whole lines (false: not a clean record), then `finish`. */
function axProScanner(len: number): { push(bytes: Uint8Array): boolean; finish(): AxProRecord | undefined } {
  const lines: RecordLine[] = [];
  /** Per axis, the last row that had its `s` line, and how many rows had one. */
  const lastRow: Partial<Record<AxProAxis, number>> = {};
  const seenRows: Partial<Record<AxProAxis, number>> = {};
  // The scan state between pieces; push() works on local copies (a closure's variables are slower
  // to reach in the loop that reads every byte) and saves them when its piece is done.
  const state = {
    a: undefined as RecordLine | undefined,
    b: undefined as RecordLine | undefined,
    firstS: undefined as RecordLine | undefined,
    interval: 1,
    count: 0,
    width: 0,
    columns: [] as Float64Array[],
    offsets: new Float64Array(0),
    bandCount: 0,
    bands: {} as Partial<Record<AxProAxis, Float64Array[]>>,
    n: 0,
    previous: -1,
    no: 0,
    /** The line number of the last `d` line read. */
    lastDataLine: 0,
  };

  function push(bytes: Uint8Array): boolean {
    const size = bytes.length;
    const total = len;
    let {
      a,
      b,
      firstS,
      interval,
      count,
      width,
      columns,
      offsets,
      bandCount,
      bands,
      n,
      previous,
      no,
      lastDataLine,
    } = state;
    let pos = 0;
    while (pos < size) {
      no++;
      const type = bytes[pos] as number;
      if (type === D) {
        // d;<offset>;<x>;<y>;<z>[;…]: read without looking for its end first.
        if (a === undefined || bytes[pos + 1] !== SEMI) return false;
        if (width === 0) {
          let end = bytes.indexOf(NL, pos);
          if (end === -1) end = size;
          if (bytes[end - 1] === CR) end--;
          let fields = 1;
          for (let k = pos + 2; k < end; k++) if (bytes[k] === SEMI) fields++;
          if (fields !== OLD_WIDTH && fields !== EXTENDED_WIDTH) return false;
          width = fields - 1;
          columns = Array.from({ length: width }, () => new Float64Array(count));
        }
        if (n === count) return false;
        const offset = readOffset(bytes, pos + 2);
        if (offset < 0 || offset <= previous || offset % interval !== 0) return false;
        previous = offset;
        offsets[n] = offset;
        const after = scanValues(bytes, at[0] as number, columns, n, width, D_MAX);
        if (after < 0) return false;
        pos = afterLineEnd(bytes, after);
        if (pos < 0) return false;
        n++;
        lastDataLine = no;
        continue;
      }
      if (type === S) {
        // s;<offset>;<axis>;<a1>;…, right after the `d` line of the same offset.
        if (b === undefined || a === undefined || n === 0 || bytes[pos + 1] !== SEMI) return false;
        if (firstS === undefined) {
          firstS = { no, type: 's', fields: [], text: '', start: 0, end: 0 };
          const head = safely(() => spectrumHead(a as RecordLine, b, firstS));
          if (!head) return false;
          bandCount = head.centres.length;
          if (bandCount > BAND_MAX.length) return false;
          const carried: readonly AxProAxis[] = head.axis === 'all' ? ['x', 'y', 'z'] : [head.axis];
          bands = {};
          for (const ax of carried) {
            bands[ax] = Array.from({ length: bandCount }, () => new Float64Array(count));
            seenRows[ax] = 0;
            lastRow[ax] = -1;
          }
        }
        const offset = readOffset(bytes, pos + 2);
        if (offset !== offsets[n - 1]) return false;
        const axisAt = at[0] as number;
        const ax = AXES[bytes[axisAt] as number];
        if (ax === undefined || bytes[axisAt + 1] !== SEMI) return false;
        const target = bands[ax];
        if (target === undefined || lastRow[ax] === n - 1) return false;
        lastRow[ax] = n - 1;
        seenRows[ax] = (seenRows[ax] as number) + 1;
        const after = scanValues(bytes, axisAt + 2, target, n - 1, bandCount, BAND_MAX);
        if (after < 0) return false;
        pos = afterLineEnd(bytes, after);
        if (pos < 0) return false;
        continue;
      }
      let next = bytes.indexOf(NL, pos);
      if (next === -1) next = size;
      let end = next;
      if (end > pos && bytes[end - 1] === CR) end--;
      if (end > pos) {
        const line = headerLine(bytes, pos, end, no);
        if (line === undefined) return false;
        if (line !== null) {
          lines.push(line);
          if (line.type === 'a' && a === undefined) {
            a = line;
            const head = intervalAndCount(line);
            // Room for the declared rows, only when the bytes could hold them.
            if (head === undefined || head.count * MIN_LINE > total) return false;
            interval = head.interval;
            count = head.count;
            offsets = new Float64Array(count);
          } else if (line.type === 'b' && b === undefined) b = line;
        }
      }
      pos = next + 1;
    }
    Object.assign(state, {
      a,
      b,
      firstS,
      interval,
      count,
      width,
      columns,
      offsets,
      bandCount,
      bands,
      n,
      previous,
      no,
      lastDataLine,
    });
    return true;
  }

  /**
   * The record; undefined when the line parser has to decide; throws recordsMissing when every line
   * was clean and only the count of rows is short (n never passes the count: push refuses).
   */
  function finish(): AxProRecord | undefined {
    const { a, b, firstS, interval, count, width, columns, offsets, bands, n } = state;
    if (a === undefined || n === 0) return undefined;
    // One `d` line stands for all of them: the frame only checks that the type is present.
    lines.push({ no: 0, type: 'd', fields: [], text: '', start: 0, end: 0 });
    // parseAxPro's parseRows throws it after the frame's checks (their errors first), before the
    // `s` lines are read into the spectrum.
    const missing = n < count ? recordsMissing(state.lastDataLine, n, count) : undefined;
    const record = safely((): AxProRecord => {
      const frame = zRecordFrame(lines, '4', 6);
      if (frame.a !== a || frame.declaredCount !== count || frame.intervalSeconds !== interval)
        throw new Error('not the scanned head');
      if (missing) throw missing;
      return {
        ...axProHeader(frame.z, frame.a, interval),
        offsets,
        x: columns[0],
        y: columns[1],
        z: columns[2],
      } as AxProRecord;
    }, missing);
    if (!record) return undefined;
    if (width === EXTENDED_WIDTH - 1) {
      record.fourthPower = { x: columns[3], y: columns[4], z: columns[5] } as AxProRecord['peak'] & object;
      record.peak = { x: columns[6], y: columns[7], z: columns[8] } as AxProRecord['peak'] & object;
    }
    const head = safely(() => spectrumHead(a as RecordLine, b, firstS ?? b));
    if (head === null) return undefined;
    if (head !== undefined) {
      for (const ax of Object.keys(bands) as AxProAxis[]) if (seenRows[ax] !== n) return undefined;
      if (firstS === undefined) return undefined;
      record.spectrum = { ...head, bands } as AxProSpectrum;
    } else if (firstS !== undefined) return undefined;
    return record;
  }

  return { push, finish };
}

/**
 * The value, or null when the line parser's checks throw (it then gives the error itself); `own`,
 * the one error the scanner gives itself, is thrown on.
 */
function safely<T>(run: () => T, own?: Error): T | null {
  try {
    return run();
  } catch (error) {
    if (own !== undefined && error === own) throw error;
    return null;
  }
}
