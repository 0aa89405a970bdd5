import { describe, expect, it } from 'vitest';
import { shortLevel } from './short-level.ts';

// Every four characters from the digits' neighbours (0x2F '/', 0x3A ':'), the marks, separators and
// line ends, against the forms written as regular expressions and Number() of the level's text.
const ALPHABET = ['0', '5', '9', '/', ':', '.', ',', ';', '\n', '\r', 'x', '\u00e9'];

function expected(text: string, comma: boolean): { value: number; length: number } | undefined {
  const long = (comma ? /^(\d\d)[.,](\d)/ : /^(\d\d)\.(\d)/).exec(text);
  if (long) return { value: Number(`${long[1]}.${long[2]}`), length: 4 };
  if (/^\d\d(?![\d.])/.test(text) && !(comma && text[2] === ','))
    return { value: Number(text.slice(0, 2)), length: 2 };
  return undefined;
}

function read(text: string, comma: boolean): { value: number; length: number } | undefined {
  const bytes = new Uint8Array(4);
  for (let k = 0; k < 4; k++) bytes[k] = text.charCodeAt(k) & 255;
  const code = shortLevel(new DataView(bytes.buffer).getUint32(0, true), comma);
  return code < 0 ? undefined : { value: (code >> 3) / 10, length: code & 7 };
}

describe('shortLevel', () => {
  it('reads "dd.d" and "dd" as Number() does, and nothing else', () => {
    let read4 = 0;
    for (const a of ALPHABET)
      for (const b of ALPHABET)
        for (const c of ALPHABET)
          for (const d of ALPHABET) {
            const text = a + b + c + d;
            for (const comma of [false, true]) {
              const got = read(text, comma);
              expect(got, JSON.stringify([text, comma])).toEqual(expected(text, comma));
              if (got?.length === 4) read4++;
            }
          }
    expect(read4).toBeGreaterThan(0);
  });

  it('every level from "00.0" to "99.9" and "00" to "99": tenths / 10 is the double Number() reads', () => {
    for (let t = 0; t < 1000; t++) {
      const long = `${String(Math.floor(t / 10)).padStart(2, '0')}.${t % 10};`;
      for (const comma of [false, true]) {
        expect(Object.is(read(long, comma)?.value, Number(long.slice(0, 4))), long).toBe(true);
        if (comma)
          expect(Object.is(read(long.replace('.', ','), true)?.value, Number(long.slice(0, 4)))).toBe(true);
      }
      if (t % 10 === 0) {
        const short = `${long.slice(0, 2)};x`;
        expect(Object.is(read(short, false)?.value, Number(short.slice(0, 2))), short).toBe(true);
      }
    }
  });
});
