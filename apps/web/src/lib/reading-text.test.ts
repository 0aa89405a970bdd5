import { describe, expect, it, vi } from 'vitest';
import { fileTextInSlices, readingBytesOf, readingTextOf } from './reading-text';

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

describe('a file opened from the disk, kept as its bytes', () => {
  // Every byte value: latin1 (windows-1252) maps 0x80–0x9F to other characters, some outside latin1.
  const bytes = Uint8Array.from({ length: 256 * 5 + 3 }, (_, i) => (i * 101) % 256);
  // UTF-8 with a BOM, 2-, 3- and 4-byte characters (a surrogate pair), and a bad byte.
  const utf8 = new Uint8Array([
    0xef,
    0xbb,
    0xbf,
    ...new TextEncoder().encode('d;é;€;😀;'.repeat(40)),
    0xff,
    0x0a,
  ]);

  it('its text is their decoding as its screen decodes them, in slices or at once', async () => {
    const cases = [
      { file: { bytes, encoding: 'latin1' } as const, whole: new TextDecoder('latin1').decode(bytes) },
      { file: { bytes: utf8, encoding: 'utf-8' } as const, whole: await new Blob([utf8]).text() },
    ];
    for (const { file, whole } of cases) {
      for (const slice of [1, 3, 7, 256, 4096])
        await expect(fileTextInSlices(file, slice)).resolves.toBe(whole);
      await expect(readingTextOf(file)).resolves.toBe(whole);
    }
  });

  it("its bytes for a save are its text's UTF-8, as when the text was kept", async () => {
    const file = { bytes, encoding: 'latin1' } as const;
    await expect(readingBytesOf(file)).resolves.toEqual(
      new TextEncoder().encode(new TextDecoder('latin1').decode(bytes)),
    );
  });
});
