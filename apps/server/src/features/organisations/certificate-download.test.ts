import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveLargeDownload, type OpenedRead, recordOpenReads, sha256 } from '../../testing/storage-reads.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person } from './organisation-test-kit.ts';

// GET /api/user-device/:id/certificate-file streams the stored PDF: the answer carries exactly the
// stored bytes, and a client leaving mid-download releases the storage stream.
describe('calibration certificate download from storage', () => {
  let t: TestApp;
  let ana: Person;
  let port: number;
  let opened: OpenedRead[];
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.alloc(150_000, 'BT /F1 12 Tf (certificate) Tj ET\n'),
    Buffer.from('\n%%EOF\n'),
  ]);

  /** A registered device with a stored certificate: its download URL and storage key. */
  const withCertificate = async (serial: string) => {
    const device = (await call(t, ana, 'POST', `/api/user-device?serialNumber=${serial}`)).json().data;
    const body = multipartBody(
      {},
      { name: 'file', filename: 'cert.pdf', content: pdf, type: 'application/pdf' },
    );
    const stored = await t.app.inject({
      method: 'PUT',
      url: `/api/user-device/${device.id}/certificate-file`,
      headers: { ...body.headers, ...bearer(ana.token) },
      payload: body.payload,
    });
    expect(stored.statusCode).toBe(200);
    return {
      id: device.id as string,
      url: `/api/user-device/${device.id}/certificate-file`,
      key: `users/${ana.id}/devices/${device.id}/certificate.pdf`,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await person(t, 'ana-certificate@example.com');
    opened = recordOpenReads(t.app.platform.storage);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the stored PDF as a stream, with its headers', async () => {
    const { url, key } = await withCertificate('777021B');
    const before = opened.length;
    const answer = await t.app.inject({ url, headers: bearer(ana.token) });
    expect(answer.statusCode).toBe(200);
    expect(opened.length).toBe(before + 1);
    expect(opened[before]?.key).toBe(key);
    expect(sha256(answer.rawPayload)).toBe(sha256(pdf));
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-length']).toBe(String(pdf.length));
    expect(answer.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const head = await t.app.inject({ method: 'HEAD', url, headers: bearer(ana.token) });
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a certificate gone from storage answers the translated 404 of a device without one', async () => {
    const { url, key } = await withCertificate('777022B');
    await t.app.platform.storage.delete(key);
    const missing = await t.app.inject({ url, headers: bearer(ana.token) });
    expect(missing.statusCode).toBe(404);
    const bare = (await call(t, ana, 'POST', '/api/user-device?serialNumber=777024B')).json().data;
    const none = await t.app.inject({
      url: `/api/user-device/${bare.id}/certificate-file`,
      headers: bearer(ana.token),
    });
    expect(none.statusCode).toBe(404);
    expect(missing.json()).toEqual(none.json());
  });

  it('a client leaving mid-download destroys the storage stream', async () => {
    const { url, key } = await withCertificate('777023B');
    const left = await leaveLargeDownload({
      storage: t.app.platform.storage,
      opened,
      port,
      key,
      url,
      headers: bearer(ana.token),
    });
    expect(left.status).toBe(200);
    expect(left.reads).toHaveLength(1);
    expect(left.source?.body.destroyed).toBe(true);
    expect(left.source?.read()).toBeLessThan(left.size / 2);
  });
});
