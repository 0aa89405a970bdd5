import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDataStream } from './json-data-stream.ts';

// The answer built as the file streams must be, byte for byte, the JSON answer built from the
// whole text (JSON.stringify of Buffer.toString), whatever the bytes and wherever the chunks cut.

async function streamed(chunks: Uint8Array[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of jsonDataStream(
    (async function* () {
      yield* chunks;
    })(),
  ))
    out.push(piece as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const whole = (chunks: Uint8Array[]) => JSON.stringify({ data: Buffer.concat(chunks).toString('utf8') });

/** `bytes` cut at `cuts` (positions, any order, repeats allowed). */
function cutAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    out.push(bytes.subarray(from, to));
    from = to;
  }
  return out;
}

describe('jsonDataStream', () => {
  it('writes a record’s lines as the JSON answer does (CRLF, quotes, backslashes, accents)', async () => {
    const text =
      'z;5;24060002208A;2.1.0\r\na;2026-04-02;08:00:00;10;2\r\nd;0;850;23.1;48\r\n"São" \\ \t\u0001é€😀';
    const bytes = new TextEncoder().encode(text);
    expect(await streamed([bytes])).toBe(JSON.stringify({ data: text }));
    expect(await streamed(cutAt(bytes, [1, 5, 70, 71, 72, 73]))).toBe(JSON.stringify({ data: text }));
  });

  it('keeps a BOM, as Buffer.toString does', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61]);
    expect(await streamed(cutAt(bytes, [1, 2]))).toBe(whole([bytes]));
  });

  it('is the whole text’s answer for any bytes (bad UTF-8 included) cut anywhere', async () => {
    const byte = fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(
        0x22,
        0x5c,
        0x0a,
        0x0d,
        0xc3,
        0xa9,
        0xe2,
        0x82,
        0xac,
        0xf0,
        0x9f,
        0x98,
        0x80,
        0xed,
        0xa0,
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(byte, { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (list, cuts) => {
          const bytes = Uint8Array.from(list);
          expect(await streamed(cutAt(bytes, cuts))).toBe(whole([bytes]));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers an empty file with an empty text', async () => {
    expect(await streamed([])).toBe('{"data":""}');
  });
});
