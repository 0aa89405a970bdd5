import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login, strongPassword } from '../common/test-helpers.ts';
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
});
