import { createHash } from 'node:crypto';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const record = new VirtualDevice('dosePro').records[0]?.text ?? '';
const pdf = Buffer.from('%PDF-1.7\n% relatório de teste\n%%EOF\n');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  token = (await login(t, 'ana@example.com')).token;
  otherToken = (await login(t, 'bia@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

async function measurement(): Promise<string> {
  const body = multipartBody({ fileName: 'r.txt' }, { name: 'file', filename: 'r.txt', content: record });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  return saved.json().data.id;
}

async function saveReport(measurementId: string, fields: Record<string, string>) {
  const body = multipartBody(
    { title: 'Relatório', ...fields },
    { name: 'file', filename: 'r.pdf', content: pdf },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/measurements/${measurementId}/reports`,
    headers: { ...body.headers, ...bearer(token), 'x-language': 'en' },
    payload: body.payload,
  });
}

const verify = (code: string) =>
  t.app.inject({ url: `/api/verify/${encodeURIComponent(code)}`, headers: { 'x-language': 'en' } });

describe('report verification', () => {
  it('a saved report answers its code; the public page shows exactly the listed fields, without sign-in', async () => {
    const id = await measurement();
    const saved = await saveReport(id, {
      norm: 'NR-15 Anexo 1',
      evaluatorName: 'Ana Souza',
      evaluatorRegistration: 'CREA-SP 123456',
      company: 'Metalúrgica São João',
    });
    expect(saved.statusCode).toBe(201);
    const report = saved.json().data;
    expect(report.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(report.sha256).toBe(sha256(pdf));
    const download = await t.app.inject({
      url: `/api/measurements/${id}/reports/${report.id}`,
      headers: bearer(token),
    });
    const answer = await verify(report.verificationCode);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'company',
      'domain',
      'evaluatorName',
      'evaluatorRegistration',
      'issuedAt',
      'norm',
      'revokedAt',
      'sha256',
      'signedBy',
      'status',
    ]);
    expect(data).toEqual({
      status: 'issued',
      issuedAt: report.createdAt,
      revokedAt: null,
      domain: 'noise',
      norm: 'NR-15 Anexo 1',
      evaluatorName: 'Ana Souza',
      evaluatorRegistration: 'CREA-SP 123456',
      company: 'Metalúrgica São João',
      sha256: sha256(download.rawPayload),
      signedBy: null,
    });
    // Typed by hand: case and dashes do not matter.
    const typed = report.verificationCode.toLowerCase().match(/.{4}/g).join('-');
    expect((await verify(typed)).json().data.sha256).toBe(sha256(pdf));
  });

  it('keeps the code the browser printed on the pages, and refuses a code already taken', async () => {
    const id = await measurement();
    const code = 'ABCDEFGHJKMNPQRS';
    const first = await saveReport(id, { verificationCode: code });
    expect(first.json().data.verificationCode).toBe(code);
    const again = await saveReport(id, { verificationCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already belongs to another report/);
    const badShape = await saveReport(id, { verificationCode: 'ILOU0000' });
    expect(badShape.statusCode).toBe(400);
  });

  it('any unknown code, whatever its shape, answers 404 with a translated message', async () => {
    for (const code of [
      'ZZZZZZZZZZZZZZZZ',
      'x',
      "'; drop table measurement_reports; --",
      'é'.repeat(300),
      '0000-0000',
    ]) {
      const answer = await verify(code);
      expect({ code, status: answer.statusCode }).toEqual({ code, status: 404 });
      expect(answer.json().error).toMatch(/Verification code not found/);
    }
  });

  it('the owner revokes (at once twice: one date), another user cannot, deleting the measurement ends the code', async () => {
    const id = await measurement();
    const report = (await saveReport(id, {})).json().data;
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/revoke`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await verify(report.verificationCode)).json().data.status).toBe('issued');
    const revoke = () =>
      t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/revoke`, headers: bearer(token) });
    const [a, b] = await Promise.all([revoke(), revoke()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.revokedAt).toBe(b.json().data.revokedAt);
    const revoked = (await verify(report.verificationCode)).json().data;
    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: a.json().data.revokedAt });
    const unsigned = await t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/revoke` });
    expect(unsigned.statusCode).toBe(401);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await verify(report.verificationCode)).statusCode).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await verify('ZZZZZZZZZZZZZZZZ')).statusCode);
    expect(answers).toContain(429);
  });
});
