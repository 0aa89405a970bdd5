import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../../http/upload-receiver.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { tinyPdf } from './tiny-pdf.ts';

// Admin support uploads stream through the shared receiver (docs/reliability.md "Uploads that
// stream"): the limit cuts a file off with 413, and a refused or cut upload leaves no stored file,
// no row and no temporary file. A small BODY_LIMIT_MB keeps the bodies small.
const limit = 256 * 1024;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: limit });
  await createUser(t, 'root@example.com', { role: 'admin' });
  adminToken = (await login(t, 'root@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

const fields = {
  titlePtBR: 'Treinamento',
  titleEn: 'Training',
  titleEs: 'Formación',
};
const mp4Of = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, 7)]);

const tempFiles = () => {
  const dir = uploadTempDir(t.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const storedFiles = (folder: string) => {
  const dir = join(t.config.dataDir, 'storage', 'support', folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const listed = async (kind: 'documents' | 'videos') =>
  (await t.app.inject({ url: `/api/${kind}` })).json().data as unknown[];

function send(url: string, content: Buffer, method: 'POST' | 'PUT' = 'POST', extra = fields) {
  const body = multipartBody(extra, { name: 'file', filename: 'upload.bin', content });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(adminToken), 'x-language': 'en' },
    remoteAddress: freshIp(),
  });
}

describe('admin support uploads stream', () => {
  it('takes a video up to the limit; one byte more is cut off with 413 and nothing is stored', async () => {
    const fits = await send('/api/admin/videos', mp4Of(limit));
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data).toMatchObject({ mimeType: 'video/mp4', size: limit });
    const stream = await t.app.inject({ url: `/api/videos/${fits.json().data.id}/stream` });
    expect(stream.rawPayload.equals(mp4Of(limit))).toBe(true);

    const over = await send('/api/admin/videos', mp4Of(limit + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('The request body exceeds the 0.3 MiB limit');
    // Declared far beyond the limit: refused from the header, before the body is read.
    const huge = await send('/api/admin/videos', mp4Of(limit + 3 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);

    expect(await listed('videos')).toHaveLength(1);
    expect(storedFiles('videos')).toHaveLength(1);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses what is not a PDF, an MP4/WebM or a poster image, with a translated 400 and nothing kept', async () => {
    const documentsBefore = await listed('documents');
    const fake = await send(
      '/api/admin/documents',
      Buffer.from('%PDF-1.7\n<html><script>x</script></html>\n%%EOF\n'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toBe('The file is not a PDF');
    const notVideo = await send('/api/admin/videos', tinyPdf('x'));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().error).toBe('The file is not an MP4 or WebM video');
    // Fields are checked too: a missing title stores nothing either.
    const untitled = await send('/api/admin/documents', tinyPdf('x'), 'POST', { ...fields, titleEn: '' });
    expect(untitled.statusCode).toBe(400);

    const video = (await listed('videos'))[0] as { id: string };
    const poster = await send(
      `/api/admin/videos/${video.id}/poster`,
      tinyPdf('x'),
      'PUT',
      {} as typeof fields,
    );
    expect(poster.statusCode).toBe(400);
    expect(poster.json().error).toBe('The poster must be a PNG or JPEG image');

    expect(await listed('documents')).toEqual(documentsBefore);
    expect(storedFiles('documents')).toHaveLength(documentsBefore.length);
    expect(storedFiles('posters')).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('stores a streamed document and poster as sent', async () => {
    const pdf = tinyPdf('Manual');
    const saved = await send('/api/admin/documents', pdf);
    expect(saved.statusCode, saved.body).toBe(201);
    const file = await t.app.inject({ url: `/api/documents/${saved.json().data.id}/file` });
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const video = (await listed('videos'))[0] as { id: string };
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 1)]);
    const poster = await send(`/api/admin/videos/${video.id}/poster`, png, 'PUT', {} as typeof fields);
    expect(poster.json().data.hasPoster).toBe(true);
    expect((await t.app.inject({ url: `/api/videos/${video.id}/poster` })).rawPayload.equals(png)).toBe(true);
    expect(tempFiles()).toEqual([]);
  });
});
