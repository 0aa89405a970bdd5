import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectArchive } from '@ohp/reports/archive/inspect-pdf';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

let dir: string;
let shiftCsv: string;
const password = 'Senha-de-teste-1';

async function run(env: Record<string, string>, ...argv: string[]) {
  const io = captureIo();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const code = await main(argv, io);
    return { code, out: io.stdout(), err: io.stderr() };
  } finally {
    process.env = saved;
  }
}

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** An expired certificate in a PKCS#12 with 3DES (forge: openssl 3.0 cannot back-date one). */
function expiredPkcs12(): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2021-01-01T00:00:00Z');
  const subject = [{ name: 'commonName', value: 'VENCIDO:11122233344' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-report-sign-'));
  const rows = ['time,LAeq'];
  for (let i = 0; i < 480; i++) rows.push(`${i * 60},${i < 240 ? 90 : 75}`);
  shiftCsv = join(dir, 'shift.csv');
  await writeFile(shiftCsv, `${rows.join('\n')}\n`);
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'key.pem',
    '-out',
    'cert.pem',
    '-days',
    '30',
    '-subj',
    '/C=BR/O=ICP-Brasil/CN=ANA SOUZA:12345678901',
  );
  // Current OpenSSL 3 defaults: PBES2/PBKDF2 with AES-256-CBC and a SHA-256 MAC.
  openssl(
    'pkcs12',
    '-export',
    '-inkey',
    'key.pem',
    '-in',
    'cert.pem',
    '-out',
    'aes.p12',
    '-passout',
    `pass:${password}`,
  );
  // What older A1 exports look like: RC2-40 certificates, 3DES key, SHA-1 MAC.
  openssl(
    'pkcs12',
    '-export',
    '-legacy',
    '-inkey',
    'key.pem',
    '-in',
    'cert.pem',
    '-out',
    'legacy.p12',
    '-passout',
    `pass:${password}`,
  );
  openssl(
    'pkcs12',
    '-export',
    '-nokeys',
    '-in',
    'cert.pem',
    '-out',
    'nokey.p12',
    '-passout',
    `pass:${password}`,
  );
  await writeFile(join(dir, 'expired.p12'), expiredPkcs12());
}, 60_000);

const pdfsig = (file: string) => {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
};

describe('ohp report … --sign cert.p12 --sign-password-env VAR (PAdES B-B)', () => {
  for (const kind of ['aes', 'legacy']) {
    it(`${kind} PKCS#12: pdfsig finds a valid signature over the whole file, and PDF/A-3b is kept`, async () => {
      const out = join(dir, `${kind}.pdf`);
      const { code, out: said } = await run(
        { CERT_PASSWORD: password },
        'report',
        'noise',
        shiftCsv,
        '--preset',
        'nr15',
        '--sign',
        join(dir, `${kind}.p12`),
        '--sign-password-env',
        'CERT_PASSWORD',
        '--lang',
        'en',
        '-o',
        out,
      );
      expect(code).toBe(0);
      expect(said).toContain('Signed by ANA SOUZA (CPF 123.456.789-01)');
      const report = pdfsig(out);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signing Hash Algorithm: SHA-256');
      expect(report).toContain('Signer Certificate Common Name: ANA SOUZA:12345678901');
      expect(report).toMatch(/Signing Time: \w+ \d+ \d{4}/);
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      const pdf = await readFile(out);
      const facts = inspectArchive(pdf);
      expect(facts.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(Array.isArray(facts.trailer['/ID'])).toBe(true);
      expect([...facts.attachments.keys()].sort()).toEqual(['report-data.json', 'shift.csv']);
      const sig = facts.dict(
        [...facts.objects.values()].find(
          (o) =>
            o.value &&
            typeof o.value === 'object' &&
            (o.value as Record<string, unknown>)['/Type'] === '/Sig',
        )?.value,
      );
      expect(sig['/Name']).toBe('u:ANA SOUZA');
      expect(sig['/ContactInfo']).toBe('u:CPF 123.456.789-01');
      expectCadesAttributes(pdf);

      // One byte changed inside the signed range: the signature no longer holds.
      const tampered = Buffer.from(pdf);
      const at = Math.floor(pdf.indexOf('/ByteRange') / 2); // well inside the first signed range
      tampered[at] = (tampered[at] as number) ^ 1;
      const bad = join(dir, `${kind}-tampered.pdf`);
      await writeFile(bad, tampered);
      expect(pdfsig(bad)).not.toContain('Signature is Valid.');
    }, 60_000);
  }

  it('bad certificates: a translated message, exit 1, nothing written', async () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['aes.p12', { CERT_PASSWORD: 'wrong' }, /Senha do certificado incorreta/],
      ['expired.p12', { CERT_PASSWORD: password }, /venceu em 2021-01-01/],
      ['nokey.p12', { CERT_PASSWORD: password }, /não traz a chave privada/],
      ['cert.pem', { CERT_PASSWORD: password }, /não é um PKCS#12/],
    ];
    for (const [file, env, message] of cases) {
      const out = join(dir, `refused-${file}.pdf`);
      const { code, err } = await run(
        env,
        'report',
        'noise',
        shiftCsv,
        '--sign',
        join(dir, file),
        '--sign-password-env',
        'CERT_PASSWORD',
        '-o',
        out,
      );
      expect({ file, code }).toEqual({ file, code: 1 });
      expect(err).toMatch(message);
      await expect(access(out)).rejects.toThrow();
    }
    const missing = await run(
      {},
      'report',
      'noise',
      shiftCsv,
      '--sign',
      join(dir, 'aes.p12'),
      '--sign-password-env',
      'NOT_SET_ANYWHERE',
      '--lang',
      'es',
      '-o',
      join(dir, 'x.pdf'),
    );
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('NOT_SET_ANYWHERE');
    const noEnv = await run(
      {},
      'report',
      'noise',
      shiftCsv,
      '--sign',
      join(dir, 'aes.p12'),
      '--lang',
      'en',
      '-o',
      join(dir, 'x.pdf'),
    );
    expect(noEnv.code).toBe(2);
    expect(noEnv.err).toContain('--sign-password-env');
  }, 60_000);
});

/** The CMS carries content-type, message-digest and signing-certificate-v2; no signing-time (B-B). */
function expectCadesAttributes(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(text.slice(text.lastIndexOf('/ByteRange')))?.[1] as string;
  const der = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(der.buffer.slice(der.byteOffset, der.byteOffset + der.byteLength));
  const info = new pkijs.ContentInfo({ schema: parsed.result });
  const signed = new pkijs.SignedData({ schema: info.content });
  const attributes = signed.signerInfos[0]?.signedAttrs?.attributes ?? [];
  const types = attributes.map((a) => a.type);
  expect(types).toEqual(['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.16.2.47']);
  expect(types).not.toContain('1.2.840.113549.1.9.5');
  const certificate = signed.certificates?.[0] as pkijs.Certificate;
  const certDer = Buffer.from(certificate.toSchema().toBER(false));
  const essCertId = ((attributes[2] as pkijs.Attribute).values[0] as asn1js.Sequence).valueBlock
    .value[0] as asn1js.Sequence;
  const hash = ((essCertId.valueBlock.value[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.OctetString)
    .valueBlock.valueHexView;
  expect(Buffer.from(hash).toString('hex')).toBe(createHash('sha256').update(certDer).digest('hex'));
}
