import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLargeDownload, type OpenedRead, recordOpenReads, sha256 } from '../../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, type Person, person, upload } from './archive-test-kit.ts';

// GET /api/archive/:id/download streams the stored file: the answer carries exactly the stored
// bytes, and a client leaving mid-download releases the storage stream.
describe('archive download from storage', () => {
  let t: TestApp;
  let ana: Person;
  let port: number;
  let opened: OpenedRead[];

  /** Uploads a file and downloads it once: its id and storage key. */
  const stored = async (name: string, content: Buffer) => {
    const saved = await upload(t, ana, name, content);
    expect(saved.statusCode, saved.body).toBe(201);
    const id: string = saved.json().data.id;
    const before = opened.length;
    const first = await call(t, ana, 'GET', `/api/archive/${id}/download`);
    expect(first.statusCode).toBe(200);
    expect(opened).toHaveLength(before + 1);
    const key = opened[before]?.key;
    if (!key) throw new Error('download not read from storage');
    return { id, key, first };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await person(t, 'ana-download@example.com', 'Ana');
    opened = recordOpenReads(t.app.platform.storage);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers the stored bytes with their length and headers', async () => {
    const content = randomBytes(300_000);
    const { id, key, first } = await stored('data.bin', content);
    const inStorage = await t.app.platform.storage.get(key);
    if (!inStorage) throw new Error('not stored');
    expect(sha256(first.rawPayload)).toBe(sha256(inStorage));
    expect(sha256(first.rawPayload)).toBe(sha256(content));
    expect(first.headers['content-length']).toBe(String(content.length));
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="data.bin"/);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/archive/${id}/download`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(content.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a stored file gone missing answers the translated 404 of an unknown entry', async () => {
    const { id, key } = await stored('gone.txt', Buffer.from('soon gone'));
    await t.app.platform.storage.delete(key);
    const missing = await call(t, ana, 'GET', `/api/archive/${id}/download`);
    expect(missing.statusCode).toBe(404);
    const unknown = await call(t, ana, 'GET', '/api/archive/00000000-0000-4000-8000-000000000000/download');
    expect(missing.json()).toEqual(unknown.json());
  });

  it('a client leaving mid-download destroys the storage stream', async () => {
    const { id, key } = await stored('large.bin', Buffer.from('small at first'));
    const left = await leaveLargeDownload({
      storage: t.app.platform.storage,
      opened,
      port,
      key,
      url: `/api/archive/${id}/download`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(left.status).toBe(200);
    expect(left.reads).toHaveLength(1);
    expect(left.source?.body.destroyed).toBe(true);
    expect(left.source?.read()).toBeLessThan(left.size / 2);
  });
});
