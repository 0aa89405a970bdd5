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
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
    } as unknown as Blob;
    expect(await checkReadingFile(atLimit, limit, 'pt-BR')).toEqual({
      ok: false,
      key: 'devices:records.empty',
    });
  });
});
