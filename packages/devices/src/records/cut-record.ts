// A device record cut short: a copy or a download interrupted leaves the file ending inside a line.
// Told from the file's first and last few lines, so that a reader whose byte scanner refused the file
// can answer before the line parser reads it whole (≈ 7 × the file's size for a week-long record),
// naming the cause instead of what the cut made of the last line ("time goes backwards", "not a
// number"…). The family's line parser decides, on an excerpt: the record's header lines, the lines
// before the last one, then the last one (record-reading.ts, recordCutShort).

const NL = 10;
const CR = 13;
const UTF8 = new TextDecoder();
/** Lines kept before the last one: the context its checks read (the previous offset, its group). */
const TAIL_LINES = 8;
/** Header lines looked through for the first `d` line. */
const HEAD_LINES = 64;
/** Bytes of the file's start and end an excerpt is taken from (a record's lines are far shorter). */
export const EXCERPT_BYTES = 64 * 1024;

/** A record's header, the lines before its last one and its last one, a line end missing after it. */
export interface RecordEnds {
  /** The lines before the record's first `d` line (its header), line ends kept. */
  head: string;
  /** Whole lines before the last one, from a `d` line on, line ends kept. */
  tail: string;
  /** The last line, which no line end follows. */
  last: string;
}

const D = 100;

/** A record's separator: printable ASCII, neither a letter nor a digit nor a space. */
function isSeparator(byte: number): boolean {
  const letterOrDigit =
    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);
  return byte > 32 && byte < 127 && !letterOrDigit;
}

function count(bytes: Uint8Array, from: number, to: number, byte: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (bytes[i] === byte) n++;
  return n;
}

/**
 * The ends of a record cut short from `start` (the file's first bytes, a BOM dropped) and `end` (its
 * last bytes, `endAt` the file offset they start at; a whole file passes its bytes as both, endAt
 * 0), or undefined: its last line has a line end after it, or fewer separators than the last line
 * of its kind before it (the same first character; the separator is its second), or the file is
 * not laid out as a record (header lines, then `d` lines and the lines that go with them).
 */
export function recordEnds(start: Uint8Array, end: Uint8Array, endAt: number): RecordEnds | undefined {
  const n = end.length;
  const lastByte = end[n - 1];
  if (lastByte === undefined || lastByte === NL || lastByte === CR) return undefined;
  const lastNl = end.lastIndexOf(NL);
  if (lastNl < 0) return undefined;
  const kind = end[lastNl + 1];
  // The header: the lines of `start` before its first `d` line (which must be among its first lines).
  let headEnd = -1;
  for (let at = 0, k = 0; at < start.length && k < HEAD_LINES; k++) {
    if (start[at] === D) {
      headEnd = at;
      break;
    }
    const nl = start.indexOf(NL, at);
    if (nl === -1) break;
    at = nl + 1;
  }
  if (headEnd <= 0) return undefined;
  // Whole lines of `end` after the header (in a file's tail, after its first line feed).
  const floor = endAt === 0 ? headEnd : end.indexOf(NL) + 1;
  // The lines before the last one: TAIL_LINES of them, then back to a `d` line (the row the lines
  // after it go with), at most 2 × TAIL_LINES; and the last line of the same kind among them.
  let tailStart = lastNl + 1;
  let sameKind = -1;
  for (let k = 0; k < 2 * TAIL_LINES && tailStart > floor; k++) {
    const lineStart = end.lastIndexOf(NL, tailStart - 2) + 1;
    if (lineStart < floor) break;
    tailStart = lineStart;
    if (sameKind === -1 && end[lineStart] === kind) sameKind = lineStart;
    if (k + 1 >= TAIL_LINES && end[lineStart] === D) break;
  }
  if (sameKind === -1 || end[tailStart] !== D) return undefined;
  const separator = end[sameKind + 1] as number;
  if (!isSeparator(separator)) return undefined;
  const fieldsBefore = count(end, sameKind, end.indexOf(NL, sameKind), separator);
  if (count(end, lastNl + 1, n, separator) >= fieldsBefore) return undefined;
  return {
    head: UTF8.decode(start.subarray(0, headEnd)),
    tail: UTF8.decode(end.subarray(tailStart, lastNl + 1)),
    last: UTF8.decode(end.subarray(lastNl + 1)),
  };
}

/** Line feeds in `bytes` (the line a cut file ends inside is this count + 1). */
export function lineFeeds(bytes: Uint8Array): number {
  let n = 0;
  for (let at = bytes.indexOf(NL); at !== -1; at = bytes.indexOf(NL, at + 1)) n++;
  return n;
}

/** Line feeds in `text`. */
export function lineFeedsOfText(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
  return n;
}
