// The samples CSV given as text (a file a browser read with file.text(), a reading kept across a
// reload): its UTF-8 bytes are made a piece at a time into one buffer and read as they are made,
// never the whole file's bytes at once. Making those (17 MB for a day with third-octave bands) and
// the first touch of their fresh memory took a third of the text's parse (bench/noise/compute.ts);
// a piece's bytes are still in the cache when their rows are read.
import { utf8Bytes } from '../../records/utf8.ts';
import { noiseCsvError } from './csv-errors.ts';
import type { CsvHeader } from './csv-header.ts';
import { type RowState, readRows } from './csv-rows.ts';
import { estimateRows, findHeader, grow, parseSamplesBytes, rowState } from './samples-csv-bytes.ts';
import { buildSeries } from './samples-grid.ts';
import type { NoiseSeries } from '@ohp/exposure';

const ENCODER = new TextEncoder();
const NL = 10;
/** UTF-16 units encoded at a time (2 or more): at most 3 bytes each, 192 KB, within a core's cache. */
export const PIECE_CHARS = 1 << 16;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/**
 * The series of a samples CSV's text: what parseSamplesBytes gives for its UTF-8 bytes (the same
 * data, or the same error), which property tests check wherever the pieces end.
 */
export function parseSamplesText(text: string, pieceChars = PIECE_CHARS): NoiseSeries {
  // Short texts, and texts without a line feed (CR line ends, which only the whole file tells), whole.
  if (text.length <= pieceChars || text.indexOf('\n') === -1) return parseSamplesBytes(utf8Bytes(text));
  // The byte order mark the bytes reader drops.
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let buffer = new Uint8Array(pieceChars * 3);
  /** Bytes of a line not ended yet, at the buffer's start. */
  let carry = 0;
  let header: CsvHeader | null = null;
  let state: RowState | null = null;
  let lineNo = 0;
  while (at < text.length) {
    let to = Math.min(text.length, at + pieceChars);
    // A surrogate pair stays in one piece: a lone half would be encoded as U+FFFD.
    if (to < text.length && to - 1 > at && isHighSurrogate(text.charCodeAt(to - 1))) to--;
    const room = carry + (to - at) * 3;
    if (buffer.length < room) {
      // A line longer than a piece: the buffer grows to hold it, doubling (each byte copied O(1) times).
      const bigger = new Uint8Array(Math.max(room, buffer.length * 2));
      bigger.set(buffer.subarray(0, carry));
      buffer = bigger;
    }
    const filled = carry + ENCODER.encodeInto(text.slice(at, to), buffer.subarray(carry)).written;
    at = to;
    const last = at >= text.length;
    // Whole lines only, but for the last piece: its last line may have no line feed. The carried
    // bytes hold none: only the new ones are searched (a long line is not scanned again per piece).
    const newLine = buffer.subarray(carry, filled).lastIndexOf(NL);
    const end = last ? filled : newLine === -1 ? 0 : carry + newLine + 1;
    const lines = buffer.subarray(0, end);
    let from = 0;
    if (header === null) {
      const found = findHeader(lines, 0, lineNo, !last);
      lineNo = found.lineNo;
      if (found.header !== null) {
        header = found.header;
        from = found.pos;
        // Rows from the bytes so far and the text still to encode (a byte per unit: ASCII).
        state = rowState(header, lineNo, estimateRows(filled - from + text.length - at, lines, from));
      }
    }
    if (header !== null) readRows(lines, from, header, state as RowState, grow);
    buffer.copyWithin(0, end, filled);
    carry = filled - end;
  }
  if (header === null) throw noiseCsvError('empty');
  const rows = state as RowState;
  return buildSeries(rows.cols, rows.rows);
}
