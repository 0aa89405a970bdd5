import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../features/measurements/multipart-body.ts';
import { registerErrorHandling } from './error-handler.ts';
import { languagePlugin } from './language.ts';
import { readStreamedUpload, sweepPartialUploads } from './stream-upload.ts';

const maxFileBytes = 256 * 1024;
const root = mkdtempSync(join(tmpdir(), 'ohp-stream-upload-'));
const tempDir = join(root, 'tmp');
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  app = Fastify();
  await app.register(languagePlugin);
  registerErrorHandling(app, { bodyLimitBytes: maxFileBytes });
  await app.register(multipart);
  // Answers what the reader saw and the temporary file's own bytes, then removes the file.
  app.post('/upload', async (request) => {
    const upload = await readStreamedUpload(request, { tempDir, maxFileBytes });
    const stored = readFileSync(upload.file.path);
    await upload.discard();
    return {
      fields: upload.fields,
      filename: upload.file.filename,
      size: upload.file.size,
      sha256: upload.file.sha256,
      storedSha256: createHash('sha256').update(stored).digest('hex'),
      head: upload.file.head.subarray(0, 8).toString('latin1'),
      leftAfterDiscard: existsSync(upload.file.path),
    };
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const leftovers = () => (existsSync(tempDir) ? readdirSync(tempDir) : []);
const upload = (payload: Buffer | string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/upload', payload, headers: { ...headers, 'x-language': 'en' } });

describe('readStreamedUpload', () => {
  it('writes the file to a temporary file, hashing and counting it, with the fields around it', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7'), randomBytes(maxFileBytes - 8)]);
    const body = multipartBody(
      { title: 'Relatório', family: 'doseMax' },
      { name: 'file', filename: 'r.pdf', content },
    );
    const res = await upload(body.payload, body.headers);
    expect(res.statusCode).toBe(200);
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(res.json()).toEqual({
      fields: { title: 'Relatório', family: 'doseMax' },
      filename: 'r.pdf',
      size: maxFileBytes,
      sha256,
      storedSha256: sha256,
      head: '%PDF-1.7',
      leftAfterDiscard: false,
    });
    expect(leftovers()).toEqual([]);
  });

  it('answers a translated 413 one byte past the limit and leaves no temporary file', async () => {
    const body = multipartBody(
      {},
      { name: 'file', filename: 'big.bin', content: randomBytes(maxFileBytes + 1) },
    );
    const res = await upload(body.payload, body.headers);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body exceeds the 0.3 MiB limit' });
    expect(res.headers.connection).toBe('close');
    expect(leftovers()).toEqual([]);
  });

  it('answers 400 for a body cut inside the file and leaves no temporary file', async () => {
    const body = multipartBody({}, { name: 'file', filename: 'a.bin', content: randomBytes(100_000) });
    const res = await upload(body.payload.subarray(0, 60_000), body.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not a valid multipart form/);
    expect(leftovers()).toEqual([]);
  });

  it('answers 400 without a file or without multipart', async () => {
    const fieldsOnly = multipartBody({ title: 'x' });
    expect((await upload(fieldsOnly.payload, fieldsOnly.headers)).json()).toEqual({ error: 'Send a file' });
    const json = await upload('{}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it('stops reading a 600 MB upload soon after the limit instead of reading it to the end', async () => {
    const boundary = 'ohpStreamBoundary';
    const total = 600 * 1024 * 1024;
    const chunk = randomBytes(64 * 1024);
    // Like a hostile client, it keeps sending after the answer: only a closed connection stops it.
    const { sent, status } = await new Promise<{ sent: number; status: number | undefined }>((done) => {
      let sent = 0;
      let status: number | undefined;
      let finished = false;
      const req = httpRequest(`${url}/upload`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total),
        },
      });
      const finish = () => {
        if (finished) return;
        finished = true;
        done({ sent, status });
      };
      req.on('response', (res) => {
        status = res.statusCode;
        res.resume();
      });
      req.on('error', finish);
      req.on('close', finish);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const pump = () => {
        while (!req.destroyed && !finished) {
          if (sent >= total) {
            req.end();
            return;
          }
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    console.info(
      `stream upload: ${Math.round(sent / 1024 / 1024)} MB of 600 MB sent before the 413 (limit ${maxFileBytes / 1024} KiB)`,
    );
    expect(status).toBe(413);
    // Socket buffers on both sides hold a few megabytes; reading to the end would be 600.
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    expect(leftovers()).toEqual([]);
  }, 60_000);
});

describe('sweepPartialUploads', () => {
  it('removes the temporary files a killed process left, and nothing else', async () => {
    const dir = join(root, 'sweep');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.upload-part'), 'x');
    writeFileSync(join(dir, 'b.upload-part'), 'y');
    writeFileSync(join(dir, 'keep.pdf'), 'z');
    expect(await sweepPartialUploads(dir)).toBe(2);
    expect(readdirSync(dir)).toEqual(['keep.pdf']);
    expect(await sweepPartialUploads(join(root, 'missing'))).toBe(0);
  });
});
