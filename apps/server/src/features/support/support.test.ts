import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { tinyPdf } from './tiny-pdf.ts';

let t: TestApp;
let adminToken: string;
let userToken: string;

/** An MP4 as far as the upload check goes: an `ftyp` box, then 10 000 counted bytes. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251)),
]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(40),
]);

const fields = (family?: string, category?: string) => ({
  ...(family ? { family } : {}),
  ...(category ? { category } : {}),
  titlePtBR: 'Manual do Itemp',
  titleEn: 'Itemp manual',
  titleEs: 'Manual del Itemp',
  descriptionPtBR: 'Como medir',
  descriptionEn: 'How to measure',
  descriptionEs: 'Cómo medir',
});

async function upload(
  kind: 'documents' | 'videos',
  content: Buffer,
  family?: string,
  token = adminToken,
  category?: string,
) {
  const body = multipartBody(fields(family, category), { name: 'file', filename: 'x.bin', content });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'x-language': 'en' },
    remoteAddress: freshIp(),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'root@example.com', { role: 'admin' });
  await createUser(t, 'user@example.com');
  adminToken = (await login(t, 'root@example.com')).token;
  userToken = (await login(t, 'user@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

describe('support documents', () => {
  it('accepts a PDF, lists it in the reader language, serves the file', async () => {
    const res = await upload('documents', tinyPdf('Itemp'), 'itemp');
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ url: '/api/documents?device=itemp', headers: { 'x-language': 'es' } });
    expect(list.json().data.map((d: { title: string }) => d.title)).toEqual(['Manual del Itemp']);
    expect((await t.app.inject({ url: '/api/documents?device=axPro' })).json().data).toEqual([]);
    const file = await t.app.inject({ url: `/api/documents/${res.json().data.id}/file` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(tinyPdf('Itemp'))).toBe(true);
    expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
    const head = await t.app.inject({ method: 'HEAD', url: `/api/documents/${res.json().data.id}/file` });
    expect(head.headers['content-length']).toBe(String(file.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('refuses a file that is not a PDF and a non-admin upload, storing nothing', async () => {
    const notPdf = await upload('documents', Buffer.from('<html>not a pdf</html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toBe('The file is not a PDF');
    expect((await upload('documents', tinyPdf('x'), undefined, userToken)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/documents' })).json().data).toHaveLength(1);
  });

  it('the demo document is a valid PDF, added once', async () => {
    await t.app.ensureDemoSupport();
    await t.app.ensureDemoSupport();
    const list = (await t.app.inject({ url: '/api/documents', headers: { 'x-language': 'en' } })).json().data;
    expect(list.filter((d: { title: string }) => d.title === 'OHP platform quick guide')).toHaveLength(1);
    const videos = (await t.app.inject({ url: '/api/videos', headers: { 'x-language': 'en' } })).json().data;
    const demoVideos = videos.filter((v: { title: string }) => v.title === 'Demonstration video');
    expect(demoVideos).toHaveLength(1);
    const stream = await t.app.inject({ url: `/api/videos/${demoVideos[0].id}/stream` });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('video/webm');
    const pdf = tinyPdf('demo').toString('latin1');
    // The cross-reference offsets point at the objects they name (ISO 32000-1 §7.5.4).
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });
});

describe('document categories', () => {
  const titlesOf = async (query: string) =>
    (await t.app.inject({ url: `/api/documents${query}`, headers: { 'x-language': 'en' } }))
      .json()
      .data.map((d: { id: string; category: string }) => `${d.id}:${d.category}`);

  it('an admin files a document as manual, declaration or driver; Help asks for the drivers', async () => {
    const driver = (await upload('documents', tinyPdf('USB'), undefined, adminToken, 'driver')).json().data;
    const declaration = (await upload('documents', tinyPdf('CE'), 'co2Pro', adminToken, 'declaration')).json()
      .data;
    // Not given: a manual.
    const manual = (await upload('documents', tinyPdf('M'), 'co2Pro')).json().data;
    expect([driver.category, declaration.category, manual.category]).toEqual([
      'driver',
      'declaration',
      'manual',
    ]);
    expect(await titlesOf('?category=driver')).toEqual([`${driver.id}:driver`]);
    expect(await titlesOf('?device=co2Pro&category=declaration')).toEqual([`${declaration.id}:declaration`]);
    // The manuals of the CO2Pro (with those for every device, from the tests above).
    const manuals = await titlesOf('?device=co2Pro&category=manual');
    expect(manuals[0]).toBe(`${manual.id}:manual`);
    expect(manuals.every((entry: string) => entry.endsWith(':manual'))).toBe(true);
    // A video has no category, even when one is sent.
    const video = await upload('videos', mp4, 'doseMaxV2', adminToken, 'driver');
    expect(video.json().data.category).toBeNull();
  });

  it('refuses an unknown category (upload and list), storing nothing', async () => {
    const before = await titlesOf('');
    const refused = await upload('documents', tinyPdf('x'), undefined, adminToken, 'brochure');
    expect(refused.statusCode).toBe(400);
    expect(await titlesOf('')).toEqual(before);
    expect((await t.app.inject({ url: '/api/documents?category=brochure' })).statusCode).toBe(400);
  });

  it('an admin changes a category (logged); a non-admin gets 404, a video 404, nothing changes', async () => {
    const { id } = (await upload('documents', tinyPdf('x'), 'itemp')).json().data;
    const patch = (token: string, target: string, category: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/documents/${target}`,
        payload: { category },
        headers: { ...bearer(token), 'x-language': 'en' },
        remoteAddress: freshIp(),
      });
    expect((await patch(userToken, id, 'driver')).statusCode).toBe(404);
    expect((await patch(adminToken, id, 'brochure')).statusCode).toBe(400);
    const video = (await upload('videos', mp4, 'doseMaxV2')).json().data;
    const notDocument = await patch(adminToken, video.id, 'driver');
    expect(notDocument.statusCode).toBe(404);
    expect(notDocument.json().error).toBe('Document not found');
    expect(await titlesOf('?device=itemp&category=driver')).not.toContain(`${id}:driver`);

    const changed = await patch(adminToken, id, 'driver');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id, category: 'driver', family: 'itemp' });
    expect(await titlesOf('?category=driver')).toContain(`${id}:driver`);
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=editContent',
      headers: bearer(adminToken),
    });
    expect(log.json().data.map((e: { detail: { id: string; category: string } }) => e.detail)).toEqual([
      expect.objectContaining({ id, category: 'driver' }),
    ]);
  });
});

describe('support videos', () => {
  it('refuses a file that is not MP4 or WebM', async () => {
    const res = await upload('videos', tinyPdf('x'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The file is not an MP4 or WebM video');
  });

  it('streams with range requests: 206 for a seek, 416 beyond the end, 200 without a range', async () => {
    const res = await upload('videos', mp4, 'axPro');
    expect(res.statusCode, res.body).toBe(201);
    const { id, mimeType } = res.json().data;
    expect(mimeType).toBe('video/mp4');
    expect((await upload('videos', webm)).json().data.mimeType).toBe('video/webm');
    // The demo video (for every device) is there when the demo test ran first: left out here.
    const listed = async (device: string) =>
      (await t.app.inject({ url: `/api/videos?device=${device}` }))
        .json()
        .data.filter((v: { title: string }) => v.title !== 'Vídeo de demonstração');
    expect(await listed('axPro')).toHaveLength(2); // its own and the one for every device
    expect(await listed('itemp')).toHaveLength(1);

    const whole = await t.app.inject({ url: `/api/videos/${id}/stream` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(mp4.length));
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const seek = await t.app.inject({
      url: `/api/videos/${id}/stream`,
      headers: { range: 'bytes=5000-5099' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 5000-5099/${mp4.length}`);
    expect(seek.headers['content-length']).toBe('100');
    expect(seek.rawPayload.equals(mp4.subarray(5000, 5100))).toBe(true);

    const tail = await t.app.inject({ url: `/api/videos/${id}/stream`, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);

    const beyond = await t.app.inject({
      url: `/api/videos/${id}/stream`,
      headers: { range: `bytes=${mp4.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);

    // HEAD: the same headers, no body (the file is not read).
    const head = await t.app.inject({ method: 'HEAD', url: `/api/videos/${id}/stream` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(mp4.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    const headSeek = await t.app.inject({
      method: 'HEAD',
      url: `/api/videos/${id}/stream`,
      headers: { range: 'bytes=10-' },
    });
    expect(headSeek.statusCode).toBe(206);
    expect(headSeek.headers['content-length']).toBe(String(mp4.length - 10));
  });

  it('a row whose file is gone answers 404, a file of another size 500: never a wrong length', async () => {
    const { id } = (await upload('videos', mp4)).json().data;
    const path = join(t.config.dataDir, 'storage', 'support', 'videos', id);
    writeFileSync(path, mp4.subarray(0, 5000));
    const shorter = await t.app.inject({ url: `/api/videos/${id}/stream`, headers: { range: 'bytes=0-' } });
    expect(shorter.statusCode).toBe(500);
    expect(shorter.headers['content-range']).toBeUndefined();
    rmSync(path);
    const gone = await t.app.inject({
      url: `/api/videos/${id}/stream`,
      headers: { range: 'bytes=100-', 'x-language': 'en' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Video not found');
    expect(gone.headers['content-range']).toBeUndefined();
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('sets a poster, deletes with the files, and logs both', async () => {
    const { id } = (await upload('videos', mp4)).json().data;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const body = multipartBody({}, { name: 'file', filename: 'p.png', content: png });
    const poster = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/videos/${id}/poster`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(poster.json().data.hasPoster).toBe(true);
    expect((await t.app.inject({ url: `/api/videos/${id}/poster` })).headers['content-type']).toBe(
      'image/png',
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/support/${id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/videos/${id}/stream` })).statusCode).toBe(404);
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=deleteContent',
      headers: bearer(adminToken),
    });
    expect(log.json().data.map((e: { detail: { id: string } }) => e.detail.id)).toEqual([id]);
  });
});
