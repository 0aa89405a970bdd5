import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { checkReadingFile, checkReadingText } from './read-file';

const recordText = (family: 'co2Pro' | 'doseMaxV2' | 'itemp') => {
  const device = new VirtualDevice(family);
  const record = device.records[0];
  if (!record) throw new Error('no record');
  return record.text;
};

describe('checkReadingText / checkReadingFile', () => {
  it("an empty (or blank) file is 'Empty file'", async () => {
    expect(checkReadingText('')).toEqual({ ok: false, key: 'devices:records.empty' });
    expect(checkReadingText(' \r\n\n')).toEqual({ ok: false, key: 'devices:records.empty' });
    expect(await checkReadingFile(new Blob([]), 1024)).toEqual({ ok: false, key: 'devices:records.empty' });
  });

  it("a text that is no device's record is 'Invalid file'", () => {
    expect(checkReadingText('hello;world\nfoo')).toEqual({ ok: false, key: 'devices:records.invalidFile' });
  });

  it('finds the family from the text (SPEC §3 derivation)', async () => {
    expect(checkReadingText(recordText('co2Pro'))).toMatchObject({ ok: true, family: 'co2Pro' });
    expect(checkReadingText(recordText('itemp'))).toMatchObject({ ok: true, family: 'itemp' });
    const file = new Blob([recordText('doseMaxV2')]);
    expect(await checkReadingFile(file, undefined)).toMatchObject({ ok: true, family: 'doseMaxV2' });
  });

  it('refuses a file above the size limit without reading it', async () => {
    const big = {
      size: 500 * 1024 * 1024 + 1,
      arrayBuffer: () => Promise.reject(new Error('read')),
    } as unknown as Blob;
    expect(await checkReadingFile(big, 500 * 1024 * 1024)).toMatchObject({
      ok: false,
      key: 'devices:screens.upload.tooLarge',
    });
  });
});

describe("the limit is the server's (GET /api/config recordLimitBytes), no constant of the web", () => {
  it('said in MiB; a file at the limit goes on to be read', async () => {
    const limit = 500 * 1024 * 1024;
    const big = { size: limit + 1 } as Blob;
    expect(await checkReadingFile(big, limit, 'pt-BR')).toEqual({
      ok: false,
      key: 'devices:screens.upload.tooLarge',
      values: { max: '500 MiB' },
    });
    const atLimit = {
      size: limit,
      slice: () => new Blob([]),
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
    } as unknown as Blob;
    expect(await checkReadingFile(atLimit, limit, 'pt-BR')).toEqual({
      ok: false,
      key: 'devices:records.empty',
    });
  });
});

describe('a large file is checked from its first lines when they tell its family', () => {
  const HEAD = 1 << 16;
  /** A Blob of `text` that counts the bytes read through it and its slices. */
  const counted = (text: string) => {
    const blob = new Blob([text]);
    const read = { bytes: 0 };
    const wrap = (b: Blob): Blob =>
      ({
        size: b.size,
        slice: (from?: number, to?: number) => wrap(b.slice(from, to)),
        arrayBuffer: async () => {
          read.bytes += b.size;
          return b.arrayBuffer();
        },
      }) as unknown as Blob;
    return { file: wrap(blob), read };
  };

  it('a week-long record: only its first 64 KiB are read', async () => {
    const record = recordText('doseMaxV2');
    const lines = record.split('\n');
    const last = lines.at(-2) ?? '';
    const text = `${record}${`${last}\n`.repeat(Math.ceil((3 * HEAD) / (last.length + 1)))}`;
    const { file, read } = counted(text);
    expect(await checkReadingFile(file, undefined)).toEqual({ ok: true, family: 'doseMaxV2' });
    expect(read.bytes).toBe(HEAD);
  });

  it('the same answer as the whole text when the first lines do not tell (blank, cut, a late `c` line)', async () => {
    const record = recordText('co2Pro');
    const cases = [
      // 64 KiB of blank lines, then a record: not 'Empty file'.
      `${'\n'.repeat(HEAD + 10)}${record}`,
      // Blank all through.
      ' \r\n'.repeat(HEAD),
      // A first line longer than 64 KiB.
      `${'x'.repeat(HEAD + 5)};a\n${record}`,
      // No family in the first line; a `c` line past 64 KiB.
      `q;1\n${'q;2\n'.repeat(HEAD / 4 + 3)}c;240300010000\n`,
      `q;1\n${'q;2\n'.repeat(HEAD / 4 - 1)}c;240300010000\n`,
      `${record}${'x'.repeat(HEAD)}`,
      // A first line whose third field, 13 characters, is cut at 64 KiB after 12 that name a DoseMax V2.
      `z;${'p'.repeat(HEAD - 15)};2409000310AA7;x\n${record}`,
    ];
    for (const text of cases) {
      const { file } = counted(text);
      expect(await checkReadingFile(file, undefined)).toEqual(checkReadingText(text));
    }
  });
});
