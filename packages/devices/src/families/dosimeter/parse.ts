import { splitRecord } from '../../records/lines.ts';
import { assemble, type DosimeterFormat, lineRows } from './assemble.ts';
import { scanDosimeterBytes } from './scan-bytes.ts';
import type { DosimeterRecord } from './types.ts';
import { utf8Bytes } from '../../records/utf8.ts';

// The dosimeter record parsers (docs/protocol.md §7.1, §7.2). A clean record is read by the byte
// scanner (scan-bytes.ts); anything else goes through the line parser, which checks every line in
// the documented order and gives the error naming the line. Both return the same record.

const UTF8 = new TextDecoder();

/** The line parser: splitRecord, then the assembly with parseRows for the `d` lines. */
export function parseDosimeterLines(format: DosimeterFormat, text: string): DosimeterRecord {
  const lines = splitRecord(text);
  return assemble(format, lines, lineRows(lines));
}

function parseText(format: DosimeterFormat, text: string): DosimeterRecord {
  return scanDosimeterBytes(utf8Bytes(text), format) ?? parseDosimeterLines(format, text);
}

/**
 * A record given as its bytes (a file or a download): the same record, or error, as the text
 * `new TextDecoder().decode(bytes)` gives, i.e. UTF-8 with a leading BOM dropped, without
 * decoding a clean record at all.
 */
export function parseDosimeterBytes(format: DosimeterFormat, bytes: Uint8Array): DosimeterRecord {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return (
    scanDosimeterBytes(bom ? bytes.subarray(3) : bytes, format) ??
    parseDosimeterLines(format, UTF8.decode(bytes))
  );
}

/** DoseMax / DosePro record (v1): lines a, b, c, p*, d+. */
export function parseDosimeterV1(text: string): DosimeterRecord {
  return parseText('v1', text);
}

/** DoseMaxV2 file: z, a, b, c, p*, e*, d+ — valid only with at least one each of a, b, c, d and z. */
export function parseDoseMaxV2(text: string): DosimeterRecord {
  return parseText('v2', text);
}

const A = 97;
const B = 98;
const C = 99;
const D = 100;
const Z = 122;

/**
 * SPEC §5: a DoseMaxV2 file is valid only with at least one line each of a, b, c, d and z (first
 * character of a '\n'-separated line). Stops at the first line that completes the set.
 */
export function isValidDoseMaxV2File(text: string): boolean {
  let seen = 0;
  let pos = 0;
  while (seen !== 0b11111) {
    const c = text.charCodeAt(pos);
    if (c === A) seen |= 1;
    else if (c === B) seen |= 2;
    else if (c === C) seen |= 4;
    else if (c === D) seen |= 8;
    else if (c === Z) seen |= 16;
    const nl = text.indexOf('\n', pos);
    if (nl === -1) break;
    pos = nl + 1;
  }
  return seen === 0b11111;
}

/**
 * isValidDoseMaxV2File of the text `new TextDecoder().decode(bytes)` gives, read from the bytes: a
 * line's first character is one of a, b, c, d, z exactly when its first byte is (a line feed never
 * occurs inside a UTF-8 sequence, an ASCII byte after a broken one still starts its own character),
 * and the decoder drops a leading BOM. A viewer's worker decoded a 24 h record's 15 MB for this check
 * of its first five lines.
 */
export function isValidDoseMaxV2Bytes(bytes: Uint8Array): boolean {
  let seen = 0;
  let pos = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (seen !== 0b11111) {
    const c = bytes[pos];
    if (c === A) seen |= 1;
    else if (c === B) seen |= 2;
    else if (c === C) seen |= 4;
    else if (c === D) seen |= 8;
    else if (c === Z) seen |= 16;
    const nl = bytes.indexOf(10, pos);
    if (nl === -1) break;
    pos = nl + 1;
  }
  return seen === 0b11111;
}
