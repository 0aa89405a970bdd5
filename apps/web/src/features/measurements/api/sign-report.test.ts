import { execFileSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPdfSignature, SigningError } from '@ohp/reports/signing';
import { makeTestCertificates, type TestCertificates } from '@ohp/reports/signing/test-certificates';
import * as pkijs from 'pkijs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserBuffer } from '../../../lib/report/sign-pdf-browser';
import { jsonResponse } from '../../../testing/render';
import { signReport } from './sign-report';

// The browser's signing of a saved report, through the app's API client against a stubbed server:
// the stored PDF comes down, the signed one goes up, and nothing else leaves (no certificate, no
// password). Signed with @signpdf on the `buffer` package, as in a browser.

let certs: TestCertificates;
let stored: Uint8Array;
const nodeBuffer = globalThis.Buffer;

/**
 * Node's WebCrypto for jsdom's realm: jsdom's ArrayBuffers are not Node's, and Node's SubtleCrypto
 * refuses a foreign ArrayBuffer (a view is fine). A browser has one realm; this is the test's.
 */
const oneRealm = (() => {
  const subtle = new Proxy(webcrypto.subtle, {
    get(target, name) {
      const member = Reflect.get(target, name, target);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) =>
        member.apply(
          target,
          args.map((a) =>
            a && typeof a === 'object' && !ArrayBuffer.isView(a) && 'byteLength' in a && 'slice' in a
              ? new Uint8Array(a as ArrayBuffer)
              : a,
          ),
        );
    },
  });
  return {
    subtle,
    getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
      webcrypto.getRandomValues(array as never) as T,
    randomUUID: () => webcrypto.randomUUID(),
  } as unknown as Crypto;
})();

beforeAll(async () => {
  pkijs.setEngine('test', new pkijs.CryptoEngine({ name: 'test', crypto: oneRealm }));
  certs = await makeTestCertificates();
  // pdfkit does not run under jsdom: the report is rendered by Node, as the server's tests do.
  const out = join(certs.dir, 'stored.pdf');
  const render = `import { renderPdf } from '@ohp/reports/render/node'; import { writeFileSync } from 'node:fs';
    writeFileSync(${JSON.stringify(out)}, await renderPdf({ content: ['Relatório salvo'] }, { language: 'pt-BR' }));`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', render], { stdio: 'pipe' });
  stored = new Uint8Array(await readFile(out));
}, 60_000);

afterEach(() => {
  globalThis.Buffer = nodeBuffer;
  vi.unstubAllGlobals();
});

/** pdfsig's report (it exits non-zero on an untrusted, self-signed certificate). */
function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

function fakeServer() {
  const uploads: FormData[] = [];
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/measurements/m1/reports/r1') {
        return new Response(stored.slice(), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }
      if (url.pathname === '/api/measurements/m1/reports/r1/signature') {
        uploads.push(init?.body as FormData);
        return jsonResponse(200, { data: { id: 'r1', signedBy: 'ANA SOUZA' } });
      }
      return jsonResponse(404, { error: 'not found' });
    }),
  );
  return { uploads, requests };
}

describe('signing a saved report in the browser', () => {
  for (const kind of ['aes', 'legacy'] as const) {
    it(`${kind} PKCS#12: the signed report goes up alone, valid, the stored one its prefix`, async () => {
      const server = fakeServer();
      vi.stubGlobal('crypto', oneRealm);
      // The npm `buffer` package the web app gives @signpdf, not Node's.
      globalThis.Buffer = (await browserBuffer()) as unknown as typeof globalThis.Buffer;
      const answer = await signReport({
        measurementId: 'm1',
        reportId: 'r1',
        certificate: certs[kind],
        password: certs.password,
        reason: 'Responsável técnico pelo relatório',
      });
      globalThis.Buffer = nodeBuffer;
      expect(answer.signedBy).toBe('ANA SOUZA');
      expect(server.requests).toEqual([
        'GET /api/measurements/m1/reports/r1',
        'POST /api/measurements/m1/reports/r1/signature',
      ]);
      const form = server.uploads[0] as FormData;
      expect([...form.keys()]).toEqual(['file']);
      const signed = new Uint8Array(await (form.get('file') as Blob).arrayBuffer());
      expect(nodeBuffer.from(signed.subarray(0, stored.length)).equals(nodeBuffer.from(stored))).toBe(true);
      const text = nodeBuffer.from(signed).toString('latin1');
      expect(text).not.toContain(certs.password);
      expect((await readPdfSignature(signed)).signer).toEqual({ name: 'ANA SOUZA', cpf: '12345678901' });
      const file = join(certs.dir, `web-${kind}.pdf`);
      await writeFile(file, signed);
      expect(pdfsig(file)).toContain('Signature Validation: Signature is Valid.');
    }, 60_000);
  }

  it('a bad certificate is refused before anything is downloaded or sent', async () => {
    const cases: Array<[Uint8Array, string, string]> = [
      [certs.aes, 'errada', 'wrongPassword'],
      [certs.legacy, 'errada', 'wrongPassword'],
      [certs.expired, certs.password, 'expired'],
      [certs.noKey, certs.password, 'noPrivateKey'],
      [certs.pem, certs.password, 'notPkcs12'],
    ];
    for (const [certificate, password, failure] of cases) {
      const server = fakeServer();
      const error = await signReport({
        measurementId: 'm1',
        reportId: 'r1',
        certificate,
        password,
        reason: 'r',
      })
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SigningError);
      expect((error as SigningError).failure).toBe(failure);
      expect(server.requests).toEqual([]);
    }
  }, 60_000);
});
