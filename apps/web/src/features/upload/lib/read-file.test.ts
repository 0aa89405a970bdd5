import { VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { checkReadingFile, checkReadingText, maxFileBytes, uploadLimitBytes } from './read-file';

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
    expect(await checkReadingFile(new Blob([]))).toEqual({ ok: false, key: 'devices:records.empty' });
  });

  it("a text that is no device's record is 'Invalid file'", () => {
    expect(checkReadingText('hello;world\nfoo')).toEqual({ ok: false, key: 'devices:records.invalidFile' });
  });

  it('finds the family from the text (SPEC §3 derivation)', async () => {
    expect(checkReadingText(recordText('co2Pro'))).toMatchObject({ ok: true, family: 'co2Pro' });
    expect(checkReadingText(recordText('itemp'))).toMatchObject({ ok: true, family: 'itemp' });
    const file = new Blob([recordText('doseMaxV2')]);
    expect(await checkReadingFile(file)).toMatchObject({ ok: true, family: 'doseMaxV2' });
  });

  it('refuses a file above the size limit without reading it', async () => {
    const big = {
      size: maxFileBytes + 1,
      arrayBuffer: () => Promise.reject(new Error('read')),
    } as unknown as Blob;
    expect(await checkReadingFile(big)).toMatchObject({ ok: false, key: 'devices:screens.upload.tooLarge' });
  });
});

describe('uploadLimitBytes (the box and the server agree)', () => {
  it('the server body limit when smaller than the protocol one, said in MiB', async () => {
    const fifty = 50 * 1024 * 1024;
    expect(uploadLimitBytes(fifty)).toBe(fifty);
    expect(uploadLimitBytes(undefined)).toBe(maxFileBytes);
    expect(uploadLimitBytes(1024 * 1024 * 1024)).toBe(maxFileBytes);
    const big = { size: fifty + 1 } as Blob;
    expect(await checkReadingFile(big, fifty, 'pt-BR')).toEqual({
      ok: false,
      key: 'devices:screens.upload.tooLarge',
      values: { max: '50 MiB' },
    });
  });
});
