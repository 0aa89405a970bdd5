import { gunzipSync, gzipSync } from 'node:zlib';
import { generateLargeNoiseRecordText, VirtualDevice } from '@ohp/devices';
import { figuresOfFile, selectAgents } from '@ohp/esocial';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEntries } from '../../db/schema-archive.ts';
import { sha256 } from '../../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { call, type Person, person } from '../organisations/organisation-test-kit.ts';
import { multipartBody } from './multipart-body.ts';

// Reading files saved from the browser arrive gzip-compressed (docs/storage.md "Compressed files"):
// stored as they came, under a key ending in .gz, counted against the limit as stored, and read
// back — downloads, the archive, the figures of a GHE — as the original bytes.

const post = (t: TestApp, who: Person, content: Buffer | string, language = 'en') => {
  const body = multipartBody(
    { fileName: 'day.txt', description: '', state: '{}' },
    { name: 'file', filename: 'day.txt', content, type: 'application/gzip' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(who.token), 'x-language': language },
    payload: body.payload,
  });
};

describe('gzip uploads of a reading', () => {
  let t: TestApp;
  let owner: Person;
  const text = generateLargeNoiseRecordText(120_000);
  const original = Buffer.from(text);
  const compressed = gzipSync(original);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await person(t, 'gzip-owner@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the compressed bytes under a .gz key and answers the original bytes', async () => {
    expect(compressed.length).toBeLessThan(original.length / 2);
    const saved = await post(t, owner, compressed);
    expect(saved.statusCode).toBe(201);
    const { id, size, domain } = saved.json().data;
    expect(domain).toBe('noise');
    expect(size).toBe(compressed.length);
    const key = `users/${owner.id}/measurements/${id}/file.gz`;
    const stored = await t.app.platform.storage.get(key);
    expect(stored && sha256(stored)).toBe(sha256(compressed));

    const url = `/api/measurements/${id}/file`;
    const gz = await t.app.inject({
      url,
      headers: { ...bearer(owner.token), 'accept-encoding': 'gzip, br' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(compressed.length));
    expect(sha256(gunzipSync(gz.rawPayload))).toBe(sha256(original));

    const plain = await t.app.inject({ url, headers: bearer(owner.token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sha256(plain.rawPayload)).toBe(sha256(original));

    const head = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { ...bearer(owner.token), 'accept-encoding': 'gzip' },
    });
    expect(head.headers['content-length']).toBe(String(compressed.length));
    expect(head.rawPayload.length).toBe(0);

    // The archive files the measurement under its family's folder: its download is the original too.
    const [entry] = await t.database.db
      .select({ id: archiveEntries.id })
      .from(archiveEntries)
      .where(eq(archiveEntries.resourceId, id));
    if (!entry) throw new Error('no archive entry');
    const archived = await t.app.inject({
      url: `/api/archive/${entry.id}/download`,
      headers: bearer(owner.token),
    });
    expect(archived.statusCode).toBe(200);
    expect(sha256(archived.rawPayload)).toBe(sha256(original));
  });

  it('computes the figures of a GHE from the original bytes', async () => {
    const record = new VirtualDevice('doseMax').records[0]?.text ?? '';
    const saved = await post(t, owner, gzipSync(Buffer.from(record)));
    expect(saved.statusCode).toBe(201);
    const company = (
      await call(t, owner, 'POST', '/api/company', { corporateName: 'Gzip Ltda', document: '11222333000181' })
    ).json().data.id;
    const ghe = await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, {
      code: 'GHE-GZ',
      name: 'Prensas',
      sector: 'Estamparia',
      activities: 'Operar prensa.',
      localAmb: 1,
      establishmentCnpj: '11.222.333/0002-62',
      epc: 1,
      epi: 1,
    });
    expect(ghe.statusCode).toBe(201);
    const gheId = ghe.json().data.id;
    const added = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: saved.json().data.id,
    });
    expect(added.statusCode).toBe(200);
    const agents = (await call(t, owner, 'GET', `/api/esocial/ghes/${gheId}/agents`)).json().data;
    const expected = selectAgents([figuresOfFile(new TextEncoder().encode(record), {})]).agents;
    expect(agents.agents.map((a: { code: string; intensity: number }) => [a.code, a.intensity])).toEqual(
      expected.map((a) => [a.code, a.intensity]),
    );
  });

  it('refuses a corrupt or cut gzip member with a translated 400, storing nothing', async () => {
    const cut = compressed.subarray(0, Math.floor(compressed.length / 2));
    const res = await post(t, owner, cut);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The compressed file is corrupt or incomplete; send it again');
  });

  it('reads a plain upload as before, stored without the suffix', async () => {
    const saved = await post(t, owner, original);
    expect(saved.statusCode).toBe(201);
    const { id, size } = saved.json().data;
    expect(size).toBe(original.length);
    const stored = await t.app.platform.storage.get(`users/${owner.id}/measurements/${id}/file`);
    expect(stored && sha256(stored)).toBe(sha256(original));
    const plain = await t.app.inject({ url: `/api/measurements/${id}/file`, headers: bearer(owner.token) });
    expect(sha256(plain.rawPayload)).toBe(sha256(original));
  });
});

describe('the limit counts what is stored; the decompressed size is bounded', () => {
  let t: TestApp;
  let owner: Person;
  const limit = 256 * 1024;

  beforeAll(async () => {
    t = await createTestApp({ bodyLimitBytes: limit });
    owner = await person(t, 'gzip-limit@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async () =>
    (await call(t, owner, 'GET', '/api/measurements?sort=-createdAt')).json().data.length as number;

  it('saves a record larger than the limit once it is compressed under it', async () => {
    const original = Buffer.from(generateLargeNoiseRecordText(400_000));
    const compressed = gzipSync(original, { level: 9 });
    expect(original.length).toBeGreaterThan(limit);
    expect(compressed.length).toBeLessThan(limit);
    expect((await post(t, owner, compressed)).statusCode).toBe(201);
  });

  it('answers "file too large to save (limit …)" past the limit, in the request language', async () => {
    const before = await count();
    const tooLarge = Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(limit + 10, 7)]);
    const en = await post(t, owner, tooLarge);
    expect(en.statusCode).toBe(413);
    expect(en.json().error).toBe('File too large to save (limit 0.3 MiB)');
    const pt = await post(t, owner, tooLarge, 'pt-BR');
    expect(pt.statusCode).toBe(413);
    expect(pt.json().error).toBe('Arquivo grande demais para salvar (limite 0.3 MiB)');
    expect(await count()).toBe(before);
  });

  it('refuses a decompression bomb before it fills the disk', async () => {
    const before = await count();
    // 64 MB of one byte compress to ≈ 64 KB: under the upload limit, far over ten times it expanded.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x30), { level: 9 });
    expect(bomb.length).toBeLessThan(limit);
    const res = await post(t, owner, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File too large to read: over 2.5 MiB uncompressed');
    expect(await count()).toBe(before);
  });
});
