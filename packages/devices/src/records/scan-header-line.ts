import type { RecordLine } from './lines.ts';

// Shared by the byte scanners of the record families (dosimeter, AxPro, Itemp, CO2Pro).

const SPACE = 32;
const SEMI = 59;
const ASCII = new TextDecoder('latin1');

/**
 * A non-`d` line as splitRecord gives it; null for a blank line, undefined when only the line
 * parser can tell (a bad line, a byte ≥ 0x80: JavaScript's trim() and the line's characters are
 * then not the bytes').
 */
export function headerLine(
  bytes: Uint8Array,
  pos: number,
  end: number,
  no: number,
): RecordLine | null | undefined {
  if ((bytes[pos] as number) <= SPACE) {
    let blank = true;
    for (let k = pos; k < end && blank; k++) {
      const b = bytes[k] as number;
      if (b >= 0x80) return undefined;
      blank = b === SPACE || (b >= 9 && b <= 13);
    }
    if (blank) return null;
  }
  if (end - pos > 1 && bytes[pos + 1] !== SEMI) return undefined;
  for (let k = pos; k < end; k++) if ((bytes[k] as number) >= 0x80) return undefined;
  const text = ASCII.decode(bytes.subarray(pos, end));
  const fields = text.split(';');
  const type = fields.shift() as string;
  return { no, type, fields, text, start: 0, end: text.length };
}
