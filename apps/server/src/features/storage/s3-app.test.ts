import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login, strongPassword } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { image, multipart } from '../users/test-images.ts';

// The whole application with S3 storage configured: files land in the bucket, not in DATA_DIR.
describe('the app on S3 storage', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let client: S3Client;
  const keysIn = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: 'ohp-app' }))).Contents ?? []).map((o) => o.Key);

  beforeAll(async () => {
    s3 = await startS3TestServer('ohp-app');
    const s3Options = {
      bucket: 'ohp-app',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    t = await createTestApp({ s3: s3Options });
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await t?.close();
    await s3?.close();
  });

  it('stores a company logo in the bucket, answers it back and removes it with the account', async () => {
    const { id } = await createUser(t, 's3@example.com');
    const { token } = await login(t, 's3@example.com');
    const png = await image(64, 32).png().toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/company-logo',
      ...multipart('logo.png', 'image/png', png, bearer(token)),
    });
    expect(res.statusCode).toBe(200);
    expect((await keysIn()).some((key) => key?.startsWith(`users/${id}/company-logo`))).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'storage'))).toBe(false);

    const back = await t.app.inject({ method: 'GET', url: '/api/user/company-logo', headers: bearer(token) });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/delete?password=${encodeURIComponent(strongPassword)}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await keysIn()).filter((key) => key?.startsWith(`users/${id}/`))).toEqual([]);
  });

  it('streams a support video from the bucket: whole, a seek (206) and past the end (416)', async () => {
    await createUser(t, 's3-admin@example.com', { role: 'admin' });
    const { token } = await login(t, 's3-admin@example.com');
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256)),
    ]);
    const body = multipartBody(
      { titlePtBR: 'Vídeo', titleEn: 'Video', titleEs: 'Vídeo' },
      { name: 'file', filename: 'v.mp4', content: video },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
      remoteAddress: freshIp(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = `/api/videos/${upload.json().data.id}/stream`;
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const seek = await t.app.inject({ url, headers: { range: 'bytes=100000-199999' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 100000-199999/${video.length}`);
    expect(seek.rawPayload.equals(video.subarray(100_000, 200_000))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-1' } });
    expect(tail.rawPayload.equals(video.subarray(-1))).toBe(true);
    expect((await t.app.inject({ url, headers: { range: `bytes=${video.length}-` } })).statusCode).toBe(416);
  });
});
