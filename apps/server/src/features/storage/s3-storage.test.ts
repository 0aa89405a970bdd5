import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../testing/s3-test-server.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import { describeStorageContract } from './storage-contract.ts';

// Against a real S3-compatible HTTP server (s3rver) on a local port: the SDK signs, sends and parses
// real S3 requests and answers, as it would against MinIO or AWS.
describe('S3 storage', () => {
  let server: S3TestServer;
  let storage: ReturnType<typeof createS3Storage>;
  const options = (bucket: string): S3StorageOptions => ({
    bucket,
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

  beforeAll(async () => {
    server = await startS3TestServer('ohp-files');
    storage = createS3Storage(options('ohp-files'));
  });
  afterAll(async () => {
    storage?.close();
    await server?.close();
  });

  describeStorageContract(() => storage);

  it('deletes folders of more than one list page and one DeleteObjects batch (1,000 keys)', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `users/big/measurements/m${i}/file`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from(key))));
    }
    await storage.put('users/bigger/keep', Buffer.from('keep'));
    await storage.deleteFolder('users/big');
    for (const key of [keys[0], keys[999], keys[1000], keys[1004]]) {
      expect(await storage.get(key as string)).toBeUndefined();
    }
    expect((await storage.get('users/bigger/keep'))?.toString()).toBe('keep');
  });

  it('fails loudly (not "missing") when the bucket does not exist', async () => {
    const wrong = createS3Storage(options('no-such-bucket'));
    await expect(wrong.put('users/u1/x', Buffer.from('x'))).rejects.toThrow();
    await expect(wrong.get('users/u1/x')).rejects.toThrow(/bucket/i);
    wrong.close();
  });
});
