import { createHash, randomBytes } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { generateLargeNoiseRecordText } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person, person, upload } from '../features/archive/archive-test-kit.ts';
import { bearer } from '../features/common/test-helpers.ts';
import { multipartBody } from '../features/measurements/multipart-body.ts';
import { recordOpenReads } from '../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { heldMemory } from '../testing/held-memory.ts';

// Issue 16's memory line applied to the downloads (docs/storage.md): 10 clients downloading a 32 MB
// archive file or measurement file at once must not hold 10 copies of it. Served over a real socket
// (app.inject would buffer the answers in this process), read by clients paused after their first
// chunk, as a slow connection would be.
const MB = 1024 * 1024;
const size = 32 * MB;
const clients = 10;

let t: TestApp;
let ana: Person;
let port: number;
const content = randomBytes(size);
const digest = createHash('sha256').update(content).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'ana-memory@example.com');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Client {
  response: IncomingMessage;
  /** Everything read, once the answer has ended. */
  finished: Promise<Buffer>;
}

function openClient(path: string, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      const finished = new Promise<Buffer>((done, failed) => {
        response.on('end', () => done(Buffer.concat(chunks)));
        response.on('error', failed);
      });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (chunks.length === 1) {
          response.pause();
          resolve({ response, finished });
        }
      });
    });
    request.on('error', reject);
  });
}

/** Opens the clients, measures what the process holds while they are paused, then reads them out. */
async function measure(path: string, headers: Record<string, string>) {
  const before = await heldMemory();
  const open = await Promise.all(Array.from({ length: clients }, () => openClient(path, headers)));
  await new Promise((wait) => setTimeout(wait, 300));
  const growth = (await heldMemory()) - before;
  console.log(`${path}: ${clients} paused clients of ${size / MB} MB hold ${(growth / MB).toFixed(1)} MB`);
  for (const { response } of open) response.resume();
  return { growth, open };
}

describe('downloads under parallel clients', () => {
  it('an archive file: a read buffer per client, not the file; every client gets the exact bytes', async () => {
    const saved = await upload(t, ana, 'large.bin', Buffer.from('small at first'));
    const id: string = saved.json().data.id;
    const opened = recordOpenReads(t.app.platform.storage);
    expect((await call(t, ana, 'GET', `/api/archive/${id}/download`)).statusCode).toBe(200);
    await t.app.platform.storage.put(opened[0]?.key as string, content);
    const { growth, open } = await measure(`/api/archive/${id}/download`, bearer(ana.token));
    // Measured: reading the file whole per request held 322 MB here (clients × size); the streams
    // hold 4.6–4.8 MB in all (a read buffer and a socket buffer per client).
    expect(growth).toBeLessThan(size);
    const bodies = await Promise.all(open.map((client) => client.finished));
    for (const body of bodies) expect(createHash('sha256').update(body).digest('hex')).toBe(digest);
  });

  it('a measurement file compressed on its way: every client gets the exact bytes', async () => {
    const text = generateLargeNoiseRecordText(120_000);
    const body = multipartBody({ fileName: 'day.txt' }, { name: 'file', filename: 'day.txt', content: text });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...body.headers, ...bearer(ana.token) },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id: string = saved.json().data.id;
    // Bytes that do not compress: the compressed answer is as large as the file.
    await t.app.platform.storage.put(`users/${ana.id}/measurements/${id}/file`, content);
    const { growth, open } = await measure(`/api/measurements/${id}/file`, {
      ...bearer(ana.token),
      'accept-encoding': 'gzip',
    });
    // Measured: the file read whole and compressed per request held 365 MB here; compressed as it
    // streams, 10.9–12.4 MB (a read buffer, a compressor and a socket buffer per client).
    expect(growth).toBeLessThan(size);
    const bodies = await Promise.all(open.map((client) => client.finished));
    for (const answer of bodies)
      expect(createHash('sha256').update(gunzipSync(answer)).digest('hex')).toBe(digest);
  });
});
