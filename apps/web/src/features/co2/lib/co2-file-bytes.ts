// GET co2pro/file's answer is the file's text as a JSON string (`{"data":"…"}`, SPEC §7). Decoding
// a 7-day record's 14 MB answer to a string, JSON.parse and encoding the text again for the byte
// scanner took ≈ 150–300 ms of the CO2 worker on its own (docs/decisions.md, session 21): the
// string's UTF-8 bytes are taken here straight from the answer's bytes instead, in place.

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN = '{"data":"';

/** The byte a one-letter escape stands for (JSON's \" \\ \/ \b \f \n \r \t). */
const SHORT_ESCAPES: Readonly<Record<number, number>> = {
  34: 34,
  92: 92,
  47: 47,
  98: 8,
  102: 12,
  110: 10,
  114: 13,
  116: 9,
};

function hexValue(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48;
  if (byte >= 65 && byte <= 70) return byte - 55;
  if (byte >= 97 && byte <= 102) return byte - 87;
  return -1;
}

/** JSON's insignificant white space. */
const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 10 || byte === 13;

/**
 * The UTF-8 bytes of `data` in an answer laid out as `{"data":"…"}` (white space after the closing
 * quote allowed), unescaped in place in `answer` (which it overwrites): the bytes
 * `TextEncoder.encode(JSON.parse(text).data)` gives. Undefined for any other layout, a character
 * JSON forbids inside a string, or an escaped UTF-16 surrogate (a lone one has no UTF-8): the
 * caller then parses the answer's JSON itself, which gives the error or the text.
 */
export function co2FileBytesOf(answer: Uint8Array): Uint8Array | undefined {
  const size = answer.length;
  if (size < OPEN.length + 2) return undefined;
  for (let i = 0; i < OPEN.length; i++) if (answer[i] !== OPEN.charCodeAt(i)) return undefined;
  let read = OPEN.length;
  let write = 0;
  for (;;) {
    if (read >= size) return undefined;
    const byte = answer[read] as number;
    if (byte === QUOTE) break;
    if (byte < 0x20) return undefined;
    if (byte !== BACKSLASH) {
      answer[write++] = byte;
      read++;
      continue;
    }
    const kind = answer[read + 1] as number;
    const short = SHORT_ESCAPES[kind];
    if (short !== undefined) {
      answer[write++] = short;
      read += 2;
      continue;
    }
    if (kind !== 117 /* u */ || read + 6 > size) return undefined;
    let code = 0;
    for (let k = 2; k < 6; k++) {
      const digit = hexValue(answer[read + k] as number);
      if (digit < 0) return undefined;
      code = code * 16 + digit;
    }
    // Six bytes in, at most three out: the writes never pass the reads.
    if (code < 0x80) answer[write++] = code;
    else if (code < 0x800) {
      answer[write++] = 0xc0 | (code >> 6);
      answer[write++] = 0x80 | (code & 0x3f);
    } else if (code >= 0xd800 && code <= 0xdfff) return undefined;
    else {
      answer[write++] = 0xe0 | (code >> 12);
      answer[write++] = 0x80 | ((code >> 6) & 0x3f);
      answer[write++] = 0x80 | (code & 0x3f);
    }
    read += 6;
  }
  // After the string: the object's end, then nothing but white space.
  read++;
  if (answer[read] !== 125 /* } */) return undefined;
  for (read++; read < size; read++) if (!isSpace(answer[read] as number)) return undefined;
  return answer.subarray(0, write);
}
