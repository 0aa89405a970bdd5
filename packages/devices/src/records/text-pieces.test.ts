import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { utf8Pieces } from './text-pieces.ts';

const ENCODER = new TextEncoder();

/** Each piece copied as it comes (the next one overwrites the buffer). */
function collect(text: string, pieceChars: number, bufferBytes: number): Uint8Array[] {
  return Array.from(utf8Pieces(text, pieceChars, bufferBytes), (piece) => piece.slice());
}

function joined(pieces: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

// Lines of ASCII, other scripts, emoji and lone surrogates; CR LF, LF and CR ends.
const line = fc
  .array(
    fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('\ud800', '\udc00', 'é', '😀')),
  )
  .map((parts) => parts.join(''));
const text = fc
  .array(fc.tuple(line, fc.constantFrom('\r\n', '\n', '\r', '')))
  .map((lines) => lines.map(([l, end]) => l + end).join(''));

describe('utf8Pieces', () => {
  test.prop([text, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 64 })])(
    'joined, the pieces are the text encoded whole; each but the last ends after a line feed',
    (t, pieceChars, bufferBytes) => {
      const pieces = collect(t, pieceChars, bufferBytes);
      expect(joined(pieces)).toEqual(ENCODER.encode(t));
      for (const piece of pieces.slice(0, -1)) expect(piece[piece.length - 1]).toBe(10);
      expect(pieces.every((piece) => piece.length > 0)).toBe(true);
    },
  );
});
