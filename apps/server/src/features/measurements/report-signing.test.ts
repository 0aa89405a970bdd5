import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { renderPdf } from '@ohp/reports/render/node';
import { openPkcs12, signPdf } from '@ohp/reports/signing';
import { makeTestCertificates, type TestCertificates } from '@ohp/reports/signing/test-certificates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';
import { multipartBody } from './multipart-body.ts';

// POST /api/measurements/{id}/reports/{reportId}/signature: the report signed in the browser
// replaces the stored one (docs/reports.md "Signing in the browser"). Runs on PGlite and, with
// OHP_TEST_DB=postgres, on PostgreSQL.

let t: TestApp;
let token: string;
let otherToken: string;
let certs: TestCertificates;
let pdf: Buffer;
let otherPdf: Buffer;
const record = new VirtualDevice('dosePro').records[0]?.text ?? '';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'ana@example.com');
  await createUser(t, 'bia@example.com');
  token = (await login(t, 'ana@example.com')).token;
  otherToken = (await login(t, 'bia@example.com')).token;
  certs = await makeTestCertificates();
  pdf = await renderPdf({ content: ['Relatório de ruído'] }, { language: 'pt-BR' });
  otherPdf = await renderPdf({ content: ['Outro relatório'] }, { language: 'pt-BR' });
});
afterAll(async () => {
  await t.close();
});

async function savedReport(): Promise<{ measurementId: string; reportId: string; code: string }> {
  const body = multipartBody({ fileName: 'r.txt' }, { name: 'file', filename: 'r.txt', content: record });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  const measurementId = saved.json().data.id as string;
  const report = multipartBody(
    { title: 'Relatório', evaluatorName: 'Ana Souza' },
    { name: 'file', filename: 'r.pdf', content: pdf },
  );
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/measurements/${measurementId}/reports`,
    headers: { ...report.headers, ...bearer(token) },
    payload: report.payload,
  });
  expect(answer.statusCode).toBe(201);
  const data = answer.json().data;
  return { measurementId, reportId: data.id, code: data.verificationCode };
}

async function download(measurementId: string, reportId: string): Promise<Buffer> {
  const answer = await t.app.inject({
    url: `/api/measurements/${measurementId}/reports/${reportId}`,
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

async function sign(bytes: Uint8Array, kind: 'aes' | 'legacy' = 'aes'): Promise<Buffer> {
  const identity = openPkcs12(certs[kind], certs.password);
  return Buffer.from((await signPdf(bytes, { identity, reason: 'Responsável técnico' })).pdf);
}

function upload(ids: { measurementId: string; reportId: string }, content: Buffer, who = token) {
  const body = multipartBody({}, { name: 'file', filename: 'signed.pdf', content, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: `/api/measurements/${ids.measurementId}/reports/${ids.reportId}/signature`,
    headers: { ...body.headers, ...bearer(who), 'x-language': 'en' },
    payload: body.payload,
  });
}

const verify = (code: string) => t.app.inject({ url: `/api/verify/${code}` }).then((a) => a.json().data);

async function pdfsig(bytes: Uint8Array, name: string): Promise<string> {
  const file = join(certs.dir, name);
  await writeFile(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('storing a report signed in the browser', () => {
  it('the owner uploads it: stored with its new SHA-256, signedBy read from the signature, verify answers both', async () => {
    const ids = await savedReport();
    const before = await verify(ids.code);
    expect(before.signedBy).toBeNull();
    expect(before.sha256).toBe(sha256(pdf));
    const signed = await sign(await download(ids.measurementId, ids.reportId), 'legacy');
    const answer = await upload(ids, signed);
    expect(answer.statusCode).toBe(200);
    const report = answer.json().data;
    expect(report).toMatchObject({
      id: ids.reportId,
      signedBy: 'ANA SOUZA',
      sha256: sha256(signed),
      size: signed.length,
      verificationCode: ids.code,
      revokedAt: null,
    });
    const stored = await download(ids.measurementId, ids.reportId);
    expect(stored.equals(signed)).toBe(true);
    const after = await verify(ids.code);
    expect(after).toMatchObject({ status: 'issued', signedBy: 'ANA SOUZA', sha256: sha256(signed) });
    const list = await t.app.inject({
      url: `/api/measurements/${ids.measurementId}/reports`,
      headers: bearer(token),
    });
    expect(list.json().data[0]).toMatchObject({ signedBy: 'ANA SOUZA', sha256: sha256(signed) });

    // The stored file: valid for poppler; one byte changed in the signed range and it is not.
    expect(await pdfsig(stored, 'stored.pdf')).toContain('Signature Validation: Signature is Valid.');
    const tampered = Buffer.from(stored);
    const at = Math.floor(pdf.length / 2);
    tampered[at] = (tampered[at] as number) ^ 1;
    expect(await pdfsig(tampered, 'stored-tampered.pdf')).not.toContain('Signature is Valid.');
  });

  it('refuses what is not this report signed, translated, and keeps the stored file', async () => {
    const ids = await savedReport();
    const original = await download(ids.measurementId, ids.reportId);
    const signed = await sign(original);
    const tampered = Buffer.from(signed);
    const at = Math.floor(original.length / 2);
    tampered[at] = (tampered[at] as number) ^ 1;
    // A byte of the signature's own update changed (the stored report before it untouched).
    const forged = Buffer.from(signed);
    const reason = signed.indexOf('/Reason (', original.length) + '/Reason ('.length;
    forged[reason] = (forged[reason] as number) ^ 1;
    // Signed with an expired certificate (opened as of 2020, as a client bypassing the check would).
    const expiredIdentity = openPkcs12(certs.expired, certs.password, { now: new Date('2020-06-01') });
    const expiredSigned = Buffer.from(
      (await signPdf(original, { identity: expiredIdentity, reason: 'r' })).pdf,
    );
    const cases: Array<[string, Buffer, number, RegExp]> = [
      ['expired certificate', expiredSigned, 400, /expired on 2021-01-01/],
      ['unsigned', original, 400, /not this report|no digital signature/],
      ['other report signed', await sign(otherPdf), 400, /not this report/],
      ['report changed after signing', tampered, 400, /not this report/],
      ['signature update changed', forged, 400, /does not match/],
      ['appended after signing', Buffer.concat([signed, Buffer.from('\n%%EOF\n')]), 400, /whole document/],
      ['not a PDF', Buffer.from('not a pdf at all'), 400, /PDF/],
    ];
    for (const [name, content, status, message] of cases) {
      const answer = await upload(ids, content);
      expect({ name, status: answer.statusCode }).toEqual({ name, status });
      expect({ name, error: answer.json().error }).toEqual({ name, error: expect.stringMatching(message) });
    }
    expect((await download(ids.measurementId, ids.reportId)).equals(original)).toBe(true);
    expect((await verify(ids.code)).signedBy).toBeNull();
  });

  it('another user cannot; a revoked report cannot be signed (409, translated), nor signed again', async () => {
    const ids = await savedReport();
    const signed = await sign(await download(ids.measurementId, ids.reportId));
    expect((await upload(ids, signed, otherToken)).statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/reports/${ids.reportId}/revoke`,
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(200);
    const refused = await upload(ids, signed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This report was revoked and cannot be signed.');
    expect((await verify(ids.code)).signedBy).toBeNull();
  });

  it('a signed report signed again: the second signature covers the first, the newest signer is shown', async () => {
    const ids = await savedReport();
    const once = await sign(await download(ids.measurementId, ids.reportId));
    expect((await upload(ids, once)).statusCode).toBe(200);
    // Signing the first file again (stale) after a second signature was stored is refused.
    const twice = await sign(await download(ids.measurementId, ids.reportId), 'legacy');
    expect((await upload(ids, twice)).statusCode).toBe(200);
    const stale = await sign(once);
    expect((await upload(ids, stale)).statusCode).toBe(400);
    expect((await verify(ids.code)).sha256).toBe(sha256(twice));
  });
});
