import { describe, expect, it, vi } from 'vitest';
import { readingBytesOf, readingTextOf } from './reading-text';

describe('readingTextOf', () => {
  it('answers a text as it is', async () => {
    await expect(readingTextOf('a,b\n1,2\n')).resolves.toBe('a,b\n1,2\n');
  });

  it('decodes a download as Blob.text() does (BOM dropped, bad bytes replaced)', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xff, 0x0a, 0xc3, 0xa9]);
    const blob = new Blob([bytes]);
    await expect(readingTextOf(blob)).resolves.toBe(await new Blob([bytes]).text());
    await expect(readingTextOf(blob)).resolves.toBe('a\uFFFD\né');
  });

  it('decodes a large download once, whoever asks', async () => {
    const blob = new Blob(['x'.repeat(3 << 20)]);
    const slice = vi.spyOn(blob, 'slice');
    const [a, b] = await Promise.all([readingTextOf(blob), readingTextOf(blob)]);
    expect(a).toHaveLength(3 << 20);
    expect(b).toBe(a);
    const reads = slice.mock.calls.length;
    expect(reads).toBeGreaterThan(0);
    await readingTextOf(blob);
    expect(slice.mock.calls.length).toBe(reads);
  });

  it('asks again after a failed read', async () => {
    const blob = new Blob(['y'.repeat(2 << 20)]);
    const slice = vi.spyOn(blob, 'slice').mockImplementationOnce(() => {
      throw new Error('gone');
    });
    await expect(readingTextOf(blob)).rejects.toThrow('gone');
    slice.mockRestore();
    await expect(readingTextOf(blob)).resolves.toHaveLength(2 << 20);
  });
});

describe('readingBytesOf', () => {
  it('gives the UTF-8 of the text, for a text and for a download', async () => {
    expect(Array.from(await readingBytesOf('é'))).toEqual([0xc3, 0xa9]);
    expect(Array.from(await readingBytesOf(new Blob(['\uFEFFé'])))).toEqual([0xc3, 0xa9]);
  });
});
