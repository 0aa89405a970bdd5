import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { generateLargeNoiseRecordText } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyed } from '../../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { CompressedFiles, MIN_COMPRESSED_BYTES, pickFileEncoding } from './file-encoding.ts';
import { multipartBody } from './multipart-body.ts';

describe('pickFileEncoding', () => {
  it.each<[string | undefined, number, string | undefined]>([
    [undefined, 1e6, undefined],
    ['', 1e6, undefined],
    ['gzip, deflate', 1e6, 'gzip'],
    ['gzip, deflate, br, zstd', 1e6, 'br'],
    ['br;q=0, gzip', 1e6, 'gzip'],
    ['gzip;q=0', 1e6, undefined],
    ['identity', 1e6, undefined],
    ['*', 1e6, 'br'],
    ['*;q=0.5, br;q=0', 1e6, 'gzip'],
    ['GZIP ; Q=0.8', 1e6, 'gzip'],
    ['gzip, br', MIN_COMPRESSED_BYTES - 1, undefined],
  ])('%j for %d bytes → %s', (header, size, expected) => {
    expect(pickFileEncoding(header, size)).toBe(expected);
  });
});

describe('CompressedFiles', () => {
  const data = Buffer.from('d;0;85.0;;\n'.repeat(1000));
  // The file as storage hands it out: a stream in pieces, and its size.
  const stored = (bytes: Buffer) => ({
    body: Readable.from([bytes.subarray(0, 4000), bytes.subarray(4000)]),
    size: bytes.length,
  });
  const streamed = async (answer: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('compresses as the file streams, then keeps the bytes for that file and size', async () => {
    const files = new CompressedFiles();
    expect(files.get('m1', 'gzip', data.length)).toBeUndefined();
    const sent = await streamed(files.compressing('m1', 'gzip', stored(data)));
    expect(gunzipSync(sent).equals(data)).toBe(true);
    await expect.poll(() => files.get('m1', 'gzip', data.length)).toBeDefined();
    expect(files.get('m1', 'gzip', data.length)?.equals(sent)).toBe(true);
    // Another size under the same id (never happens: files do not change) is not answered from it.
    expect(files.get('m1', 'gzip', data.length + 1)).toBeUndefined();
    expect(files.get('m1', 'br', data.length)).toBeUndefined();
  });

  it('keeps nothing when the answer is cut, and destroys the storage stream', async () => {
    const files = new CompressedFiles();
    const file = stored(data);
    const answer = files.compressing('m2', 'br', file);
    answer.destroy();
    await destroyed(file.body);
    expect(file.body.destroyed).toBe(true);
    expect(files.get('m2', 'br', data.length)).toBeUndefined();
  });

  it('collects one copy when the same file is compressed for two answers at once', async () => {
    const files = new CompressedFiles();
    const first = files.compressing('m3', 'gzip', stored(data));
    const second = files.compressing('m3', 'gzip', stored(data));
    const [a, b] = await Promise.all([streamed(first), streamed(second)]);
    expect(gunzipSync(a).equals(data) && gunzipSync(b).equals(data)).toBe(true);
    await expect.poll(() => files.get('m3', 'gzip', data.length)).toBeDefined();
    // Once both ended, the next answer collects again (the collection was let go of).
    const longer = Buffer.concat([data, data]);
    await streamed(files.compressing('m3', 'gzip', stored(longer)));
    await expect.poll(() => files.get('m3', 'gzip', longer.length)).toBeDefined();
  });

  it('keeps nothing of a file whose compression is past its size', async () => {
    const files = new CompressedFiles(100);
    const sent = await streamed(files.compressing('m5', 'gzip', stored(data)));
    expect(gunzipSync(sent).equals(data)).toBe(true);
    expect(files.get('m5', 'gzip', data.length)).toBeUndefined();
  });

  it('prepares ahead and drops the least recently used past its size', async () => {
    // Bytes that do not compress: each entry takes ≈ 10 kB of the 15 kB allowed.
    const noise = Buffer.alloc(10_000);
    let seed = 7;
    for (let i = 0; i < noise.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 8;
      noise[i] = seed & 255;
    }
    const files = new CompressedFiles(15_000);
    await files.prepare('a', 'br', noise.length, async () => stored(noise));
    expect(brotliDecompressSync(files.get('a', 'br', noise.length) as Buffer).equals(noise)).toBe(true);
    await files.prepare('b', 'gzip', noise.length, async () => stored(noise));
    expect(gunzipSync(files.get('b', 'gzip', noise.length) as Buffer).equals(noise)).toBe(true);
    expect(files.get('a', 'br', noise.length)).toBeUndefined();
  });
});

describe('GET /api/measurements/:id/file compressed', () => {
  let t: TestApp;
  let token: string;
  let id: string;
  // A few thousand rows with third-octave bands: several compression chunks.
  const text = generateLargeNoiseRecordText(600_000);

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'comp@example.com');
    token = (await login(t, 'comp@example.com')).token;
    const body = multipartBody({ fileName: 'day.txt' }, { name: 'file', filename: 'day.txt', content: text });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(token), 'accept-encoding': 'gzip' },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(201);
    id = saved.json().data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (acceptEncoding?: string) =>
    t.app.inject({
      url: `/api/measurements/${id}/file`,
      headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it.each([
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    '%s: %s, the exact saved bytes once decoded, smaller on the way',
    async (accept, coding, decode) => {
      const answer = await get(accept);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(decode(answer.rawPayload).equals(Buffer.from(text))).toBe(true);
      expect(answer.rawPayload.length).toBeLessThan(text.length / 2);
    },
  );

  it('a second download sends the same compressed bytes', async () => {
    const first = await get('gzip');
    const second = await get('gzip');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gunzipSync(second.rawPayload).equals(Buffer.from(text))).toBe(true);
  });

  it('without Accept-Encoding: the bytes as they are', async () => {
    const answer = await get();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(text);
  });
});
