import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * Certificates for tests, made by the test (openssl and node-forge; nothing checked in): an
 * ICP-Brasil-like "NAME:CPF" self-signed certificate in a current PKCS#12 (PBES2/PBKDF2 + AES,
 * SHA-256 MAC) and in a legacy one (`-legacy`: RC2-40 + 3DES, SHA-1 MAC), a PKCS#12 without the
 * key, an expired one, and the PEM certificate (not PKCS#12).
 */
export interface TestCertificates {
  dir: string;
  password: string;
  /** Subject common name of the good certificates. */
  commonName: string;
  aes: Uint8Array;
  legacy: Uint8Array;
  noKey: Uint8Array;
  expired: Uint8Array;
  pem: Uint8Array;
}

export const testCertificatePassword = 'Senha-de-teste-1';

export async function makeTestCertificates(commonName = 'ANA SOUZA:12345678901'): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'ohp-test-certs-'));
  const password = testCertificatePassword;
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
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
    `/C=BR/O=ICP-Brasil/CN=${commonName}`,
  );
  const pass = `pass:${password}`;
  openssl('pkcs12', '-export', '-inkey', 'key.pem', '-in', 'cert.pem', '-out', 'aes.p12', '-passout', pass);
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
    pass,
  );
  openssl('pkcs12', '-export', '-nokeys', '-in', 'cert.pem', '-out', 'nokey.p12', '-passout', pass);
  const read = async (name: string) => new Uint8Array(await readFile(join(dir, name)));
  return {
    dir,
    password,
    commonName,
    aes: await read('aes.p12'),
    legacy: await read('legacy.p12'),
    noKey: await read('nokey.p12'),
    expired: expiredPkcs12(password, await readFile(join(dir, 'key.pem'), 'utf8')),
    pem: await read('cert.pem'),
  };
}

/** An expired certificate (of the same key) in a PKCS#12 with 3DES (forge: openssl 3.0 cannot back-date one). */
function expiredPkcs12(password: string, keyPem: string): Uint8Array {
  const privateKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2021-01-01T00:00:00Z');
  const subject = [{ name: 'commonName', value: 'VENCIDO:11122233344' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: '3des' });
  return Uint8Array.from(forge.asn1.toDer(asn1).getBytes(), (c) => c.charCodeAt(0));
}
