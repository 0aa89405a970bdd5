import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { generateLargeNoiseRecordText } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLargeDownload, type OpenedRead, recordOpenReads, sha256 } from '../../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from './multipart-body.ts';

// GET /api/measurements/:id/file streams the saved file from storage (whole, or compressed on its
// way), GET …/reports/:reportId a saved PDF: the answer carries exactly the stored bytes, and a
// client leaving mid-download releases the storage stream instead of reading the file to its end.
describe('measurement file and report downloads from storage', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let port: number;
  let opened: OpenedRead[];
  const text = generateLargeNoiseRecordText(120_000);

  const save = async () => {
    const body = multipartBody({ fileName: 'day.txt' }, { name: 'file', filename: 'day.txt', content: text });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(201);
    const id: string = saved.json().data.id;
    return { id, key: `users/${userId}/measurements/${id}/file`, url: `/api/measurements/${id}/file` };
  };
  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t, 'stream-file@example.com')).id;
    token = (await login(t, 'stream-file@example.com')).token;
    opened = recordOpenReads(t.app.platform.storage);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the stored bytes, whole or compressed, read from storage as a stream', async () => {
    const { key, url } = await save();
    const stored = await t.app.platform.storage.get(key);
    if (!stored) throw new Error('file not stored');
    const before = opened.length;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-length']).toBe(String(stored.length));
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(sha256(plain.rawPayload)).toBe(sha256(stored));
    expect(opened.length).toBe(before + 1);
    for (const [coding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const answer = await get(url, coding);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(sha256(decode(answer.rawPayload))).toBe(sha256(stored));
    }
    const head = await get(url, undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a stored file gone missing answers the same translated 404 as an unknown measurement', async () => {
    const { key, url } = await save();
    await t.app.platform.storage.delete(key);
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    const unknown = await get('/api/measurements/00000000-0000-4000-8000-000000000000/file');
    expect(missing.json()).toEqual(unknown.json());
    expect(missing.headers['cache-control']).not.toBe('private, no-cache');
  });

  it.each([
    ['as saved', undefined],
    ['compressed', 'br'],
  ])('a client leaving mid-download (%s) destroys the storage stream', async (_name, coding) => {
    const { key, url } = await save();
    const left = await leaveLargeDownload({
      storage: t.app.platform.storage,
      opened,
      port,
      key,
      url,
      headers: { ...bearer(token), ...(coding ? { 'accept-encoding': coding } : {}) },
    });
    expect(left.status).toBe(200);
    expect(left.reads).toHaveLength(1);
    expect(left.source?.body.destroyed).toBe(true);
    expect(left.source?.read()).toBeLessThan(left.size / 2);
  });

  /** A saved report of a new measurement: its URL and storage key. */
  const saveReport = async (pdf: Buffer) => {
    const { id } = await save();
    const up = multipartBody({ title: 'Relatório NR-15' }, { name: 'file', filename: 'r.pdf', content: pdf });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/measurements/${id}/reports`,
      headers: { ...up.headers, ...bearer(token) },
      payload: up.payload,
    });
    expect(added.statusCode).toBe(201);
    const reportId: string = added.json().data.id;
    return {
      url: `/api/measurements/${id}/reports/${reportId}`,
      key: `users/${userId}/measurements/${id}/reports/${reportId}.pdf`,
    };
  };
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(200_000, 'BT /F1 12 Tf (page) Tj ET\n'),
    Buffer.from('\n%%EOF\n'),
  ]);

  it('a report answers the stored PDF as a stream, with its headers', async () => {
    const { url, key } = await saveReport(pdf);
    const before = opened.length;
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(opened.length).toBe(before + 1);
    expect(opened[before]?.key).toBe(key);
    expect(sha256(answer.rawPayload)).toBe(sha256(pdf));
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-length']).toBe(String(pdf.length));
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Relat_rio NR-15.pdf"');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const head = await get(url, undefined, 'HEAD');
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a report gone from storage answers the translated 404 of an unknown report', async () => {
    const { url, key } = await saveReport(pdf);
    await t.app.platform.storage.delete(key);
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    const unknown = await get(url.replace(/[^/]+$/, '00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(missing.json()).toEqual(unknown.json());
  });

  it('a client leaving mid-download of a report destroys the storage stream', async () => {
    const { url, key } = await saveReport(pdf);
    const left = await leaveLargeDownload({
      storage: t.app.platform.storage,
      opened,
      port,
      key,
      url,
      headers: bearer(token),
    });
    expect(left.status).toBe(200);
    expect(left.reads).toHaveLength(1);
    expect(left.source?.body.destroyed).toBe(true);
    expect(left.source?.read()).toBeLessThan(left.size / 2);
  });
});
