import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heatReportFormSchema, vibrationReportFormSchema } from '@ohp/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslator } from '../i18n.ts';
import { type MetaKeys, readReportMeta } from './report-meta.ts';

class TestError extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number>,
  ) {
    super(key);
  }
}
const keys: MetaKeys = { badMeta: 'vibration:cli.badMeta', badLogo: 'cli:noise.badLogo' };
const error = (key: string, values: Record<string, string | number>) => new TestError(key, values);
const t = await loadTranslator('en');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-meta-'));
});
async function file(name: string, body: string | Uint8Array) {
  const path = join(dir, name);
  await writeFile(path, body);
  return path;
}

describe('the meta and logo step every ohp report command shares', () => {
  it('without --meta: the schema defaults and no logo', async () => {
    const meta = await readReportMeta(undefined, heatReportFormSchema, t, keys, error);
    expect(meta).toEqual({ form: { context: {} }, logo: undefined });
  });

  it('a file that is not JSON, and a field the schema refuses, are the domain error naming the field', async () => {
    const notJson = await file('bad.json', '{ employee: ');
    await expect(readReportMeta(notJson, heatReportFormSchema, t, keys, error)).rejects.toMatchObject({
      key: 'vibration:cli.badMeta',
      values: { file: notJson, reason: 'JSON' },
    });
    const tooLong = await file(
      'long.json',
      JSON.stringify({ context: { evaluatorRegistration: 'x'.repeat(41) } }),
    );
    const refused = await readReportMeta(tooLong, vibrationReportFormSchema, t, keys, error).catch((e) => e);
    expect(refused).toBeInstanceOf(TestError);
    expect(refused.values.reason).toMatch(/^context\.evaluatorRegistration: .*40/);
  });

  it('the logo becomes a data URL by its bytes; a file that is no PNG/JPEG is the domain badLogo', async () => {
    const png = await file('logo.bin', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    const meta = await readReportMeta(
      await file('meta.json', JSON.stringify({ logo: png })),
      heatReportFormSchema,
      t,
      keys,
      error,
    );
    expect(meta.logo).toBe(
      `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64')}`,
    );
    const text = await file('logo.png', 'not an image');
    await expect(
      readReportMeta(
        await file('meta2.json', JSON.stringify({ logo: text })),
        heatReportFormSchema,
        t,
        keys,
        error,
      ),
    ).rejects.toMatchObject({ key: 'cli:noise.badLogo', values: { file: text } });
  });
});
