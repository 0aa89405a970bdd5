import { once } from 'node:events';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { syntheticStorage } from '../../testing/storage-reads.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { SupportRepository, SupportRow } from './support-repository.ts';
import { supportReadRoutes } from './support-routes.ts';
import { createSupportService } from './support-service.ts';

// A viewer that closes the page or seeks elsewhere drops its connection mid-answer: the storage
// stream must be destroyed then (closing the file, or the connection to the bucket), not left open
// or read to its end. The storage here hands out a stream that records what was read from it
// (`testing/storage-reads.ts`, shared with the other downloads' tests).
const size = 64 * 1024 * 1024;
const row = {
  id: '7f3e8a52-4c1b-4f7e-9a51-0c7b2d8e6f10',
  kind: 'video',
  mimeType: 'video/mp4',
  size,
  storageKey: 'support/videos/7f3e8a52-4c1b-4f7e-9a51-0c7b2d8e6f10',
} as SupportRow;

async function serve(storage: FileStorage): Promise<{ app: FastifyInstance; port: number }> {
  const repository = { find: async () => row } as unknown as SupportRepository;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  supportReadRoutes(createSupportService({ repository, storage }))(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

let running: FastifyInstance | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const streamPath = `/api/videos/${row.id}/stream`;

describe('a viewer that goes away mid-answer', () => {
  it('destroys the storage stream after the first bytes, without reading the rest', async () => {
    const { storage, opened } = syntheticStorage(size);
    const { app, port } = await serve(storage);
    running = app;
    const request = get({ host: '127.0.0.1', port, path: streamPath, headers: { range: 'bytes=1000-' } });
    const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
    expect(response.statusCode).toBe(206);
    await once(response, 'data');
    request.destroy();
    const [source] = opened;
    if (!source) throw new Error('storage not opened');
    expect(source.range).toEqual({ start: 1000, end: size - 1 });
    if (!source.body.destroyed) await once(source.body, 'close');
    expect(source.body.destroyed).toBe(true);
    expect(source.read()).toBeLessThan(size / 4);
  });

  it('destroys a storage stream opened after the viewer already left', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { storage, opened, openReached } = syntheticStorage(size, gate);
    const { app, port } = await serve(storage);
    running = app;
    const request = get({ host: '127.0.0.1', port, path: streamPath });
    // The destroyed request ends with "socket hang up": expected here.
    request.on('error', () => {});
    const closed = new Promise((resolve) => request.on('close', resolve));
    await openReached;
    request.destroy();
    await closed;
    release();
    await expect.poll(() => opened.length).toBe(1);
    const [source] = opened;
    if (!source) throw new Error('storage not opened');
    if (!source.body.destroyed) await once(source.body, 'close');
    expect(source.body.destroyed).toBe(true);
    expect(source.read()).toBeLessThan(size / 4);
  });

  it('HEAD answers the headers without opening the file', async () => {
    const { storage, opened } = syntheticStorage(size);
    const { app } = await serve(storage);
    running = app;
    const head = await app.inject({ method: 'HEAD', url: streamPath, headers: { range: 'bytes=-100' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('100');
    expect(head.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(head.rawPayload.length).toBe(0);
    expect(opened).toHaveLength(0);
  });
});
