import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type LoginAnswer, login } from '../features/common/test-helpers.ts';
import { multipartBody } from '../features/measurements/multipart-body.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { maxImageBytes, maxPdfBytes, uploadTempDir } from './upload-receiver.ts';

// Every route that takes a file, as wired: streamed to a temporary file, a cap of uploads per user,
// the limit of each route, and nothing left behind (no file, no row) by a refused or cut upload.
let t: TestApp;
let ana: LoginAnswer;
let bia: LoginAnswer;
const record = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
const en = { 'x-language': 'en' };

beforeAll(async () => {
  t = await createTestApp({ uploadsPerUser: 2, bodyLimitBytes: 50 * 1024 * 1024 });
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  ana = await login(t, 'ana@example.com');
  bia = await login(t, 'bia@example.com');
});
afterAll(async () => {
  await t.close();
});

const tempFiles = () => {
  const dir = uploadTempDir(t.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const storedFiles = (userId: string, ...folder: string[]) => {
  const dir = join(t.config.dataDir, 'storage', 'users', userId, ...folder);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : [];
};
const listOf = async (who: LoginAnswer) =>
  (await t.app.inject({ url: '/api/measurements', headers: bearer(who.token) })).json().data as unknown[];

function saveRequest(who: LoginAnswer, payload: Buffer | PassThrough, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...headers, ...bearer(who.token), ...en },
    payload,
  });
}

const measurementBody = (content: string | Buffer) =>
  multipartBody({ fileName: 'r.txt', description: 'x' }, { name: 'file', filename: 'r.txt', content });

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((done) => setTimeout(done, 10));
  expect(condition()).toBe(true);
}

describe('uploads per user', () => {
  it('refuses a third upload in progress with a translated 429, not another user’s, and frees the slots', async () => {
    const body = measurementBody(record);
    const split = body.payload.length - 200;
    const held = [new PassThrough(), new PassThrough()];
    const answers = held.map((stream) => saveRequest(ana, stream, body.headers));
    for (const stream of held) stream.write(body.payload.subarray(0, split));
    const uploads = t.app.platform.uploads;
    await until(() => uploads.slots.inUse(ana.user.id) === 2);

    const third = await saveRequest(ana, body.payload, body.headers);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: 'You already have 2 uploads in progress. Wait for one to finish and try again',
    });
    expect(third.headers.connection).toBe('close');
    expect((await saveRequest(bia, body.payload, body.headers)).statusCode).toBe(201);

    for (const stream of held) stream.end(body.payload.subarray(split));
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([201, 201]);
    expect(uploads.slots.inUse(ana.user.id)).toBe(0);
    expect((await saveRequest(ana, body.payload, body.headers)).statusCode).toBe(201);
    expect(await listOf(ana)).toHaveLength(3);
    expect(tempFiles()).toEqual([]);
  });
});

describe('a refused or cut upload leaves no file and no row', () => {
  it('for an unreadable reading, a cut body and a body over the limit', async () => {
    const before = await listOf(bia);
    const filesBefore = storedFiles(bia.user.id, 'measurements').length;
    const unreadable = measurementBody('hello\nworld\n');
    expect((await saveRequest(bia, unreadable.payload, unreadable.headers)).statusCode).toBe(400);

    const whole = measurementBody(record);
    const cut = await saveRequest(bia, whole.payload.subarray(0, whole.payload.length - 100), whole.headers);
    expect(cut.statusCode).toBe(400);

    const huge = measurementBody(Buffer.alloc(t.config.bodyLimitBytes + 1, 0x41));
    const tooLarge = await saveRequest(bia, huge.payload, huge.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('File too large to save (limit 50 MiB)');

    expect(await listOf(bia)).toEqual(before);
    expect(storedFiles(bia.user.id, 'measurements')).toHaveLength(filesBefore);
    expect(tempFiles()).toEqual([]);
  });
});

describe('limits of each file route', () => {
  const pdfOf = (size: number) =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 16, 0x20), Buffer.from('\n%%EOF\n')]);

  it('takes a report PDF up to 20 MB and refuses one byte more with 413', async () => {
    const body = measurementBody(record);
    const id = (await saveRequest(bia, body.payload, body.headers)).json().data.id as string;
    const send = (content: Buffer) => {
      const body = multipartBody({ title: 'R' }, { name: 'file', filename: 'r.pdf', content });
      return t.app.inject({
        method: 'POST',
        url: `/api/measurements/${id}/reports`,
        headers: { ...body.headers, ...bearer(bia.token), ...en },
        payload: body.payload,
      });
    };
    expect((await send(pdfOf(maxPdfBytes))).statusCode).toBe(201);
    const over = await send(pdfOf(maxPdfBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('The request body exceeds the 20 MiB limit');
    expect(storedFiles(bia.user.id, 'measurements', id, 'reports')).toHaveLength(1);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses an image over 10 MB with 413 before decoding it', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(maxImageBytes - 7, 7),
    ]);
    const body = multipartBody({}, { name: 'file', filename: 'p.png', content: png, type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { ...body.headers, ...bearer(bia.token), ...en },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body exceeds the 10 MiB limit');
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a certificate that is a web page behind a %PDF- header and keeps nothing of it', async () => {
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/user-device?serialNumber=123450AA',
      headers: bearer(bia.token),
    });
    const id = device.json().data.id as string;
    const send = (content: string) => {
      const body = multipartBody({}, { name: 'file', filename: 'c.pdf', content, type: 'application/pdf' });
      return t.app.inject({
        method: 'PUT',
        url: `/api/user-device/${id}/certificate-file`,
        headers: { ...body.headers, ...bearer(bia.token), ...en },
        payload: body.payload,
      });
    };
    const html = await send('%PDF-1.4\n<!DOCTYPE html><html><body>phishing</body></html>\n%%EOF\n');
    expect(html.statusCode).toBe(400);
    expect(html.json().error).toBe('The certificate must be a PDF file');
    expect(storedFiles(bia.user.id, 'devices')).toEqual([]);
    expect((await send('%PDF-1.4\n% certificate\n%%EOF\n')).statusCode).toBe(200);
    expect(storedFiles(bia.user.id, 'devices', id)).toEqual(['certificate.pdf']);
    expect(tempFiles()).toEqual([]);
  });
});
