import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectArchive } from '../archive/inspect-pdf.ts';
import { renderPdf } from '../render/node.ts';
import { openPkcs12 } from './pkcs12.ts';
import { readPdfSignature, SignatureCheckError } from './read-signature.ts';
import { signPdf } from './sign-pdf.ts';
import { SigningError } from './signing-error.ts';
import { makeTestCertificates, type TestCertificates } from './test-certificates.ts';

// The path the web app takes (docs/reports.md "Signing in the browser"): node-forge's own PBKDF2
// (no native one, as in a browser), pkijs on WebCrypto, @signpdf for the placeholder.

let certs: TestCertificates;
let original: Buffer;

beforeAll(async () => {
  certs = await makeTestCertificates();
  original = await renderPdf(
    { content: ['Relatório de teste'], info: { title: 'Relatório' } },
    {
      language: 'pt-BR',
      evidence: {
        raw: { fileName: 'shift.csv', bytes: new TextEncoder().encode('time,LAeq\n0,85\n') },
        data: { domain: 'noise' },
      },
    },
  );
}, 60_000);

const pdfsig = (pdf: Uint8Array, name: string) => {
  const file = join(certs.dir, name);
  return writeFile(file, pdf).then(() => {
    try {
      return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? '');
    }
  });
};

describe('signing a report as the browser does (node-forge PBKDF2, pkijs, @signpdf)', () => {
  for (const kind of ['aes', 'legacy'] as const) {
    it(`${kind} PKCS#12: PAdES over the whole file, the original a prefix, read back and valid for pdfsig`, async () => {
      const identity = openPkcs12(certs[kind], certs.password);
      const signingTime = new Date('2026-11-28T12:00:00Z');
      const signed = await signPdf(original, { identity, reason: 'Responsável técnico', signingTime });
      expect(signed.signer).toEqual({ name: 'ANA SOUZA', cpf: '12345678901' });
      // An incremental update: the report before it is kept byte for byte (PDF/A-3b kept).
      expect(Buffer.from(signed.pdf.subarray(0, original.length)).equals(original)).toBe(true);
      const read = await readPdfSignature(signed.pdf);
      expect(read.signer).toEqual({ name: 'ANA SOUZA', cpf: '12345678901' });
      expect(read.subFilter).toBe('/ETSI.CAdES.detached');
      const facts = inspectArchive(Buffer.from(signed.pdf));
      expect(facts.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect([...facts.attachments.keys()].sort()).toEqual(['report-data.json', 'shift.csv']);

      const report = await pdfsig(signed.pdf, `${kind}.pdf`);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signing Hash Algorithm: SHA-256');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signature Validation: Signature is Valid.');

      const tampered = Uint8Array.from(signed.pdf);
      const at = Math.floor(original.length / 2);
      tampered[at] = (tampered[at] as number) ^ 1;
      expect(await pdfsig(tampered, `${kind}-tampered.pdf`)).not.toContain('Signature is Valid.');
      await expect(readPdfSignature(tampered)).rejects.toMatchObject({ problem: 'invalid' });
    }, 60_000);
  }

  it('refuses a wrong password, an expired certificate, a file without the key, a file not PKCS#12', () => {
    const failure = (file: Uint8Array, password: string) => {
      try {
        openPkcs12(file, password);
      } catch (error) {
        return error instanceof SigningError ? error.failure : String(error);
      }
      return 'opened';
    };
    expect(failure(certs.aes, 'errada')).toBe('wrongPassword');
    expect(failure(certs.legacy, 'errada')).toBe('wrongPassword');
    expect(failure(certs.expired, certs.password)).toBe('expired');
    expect(failure(certs.noKey, certs.password)).toBe('noPrivateKey');
    expect(failure(certs.pem, certs.password)).toBe('notPkcs12');
    expect(failure(new TextEncoder().encode('%PDF-1.7 not a certificate'), certs.password)).toBe('notPkcs12');
  });

  it('readPdfSignature refuses an unsigned file and a byte range that does not reach the end', async () => {
    await expect(readPdfSignature(original)).rejects.toBeInstanceOf(SignatureCheckError);
    await expect(readPdfSignature(original)).rejects.toMatchObject({ problem: 'noSignature' });
    const identity = openPkcs12(certs.aes, certs.password);
    const signed = await signPdf(original, { identity, reason: 'r' });
    const appended = Buffer.concat([signed.pdf, Buffer.from('\n% appended after signing\n')]);
    await expect(readPdfSignature(appended)).rejects.toMatchObject({ problem: 'badByteRange' });
    // The page dictionary closed before its /Annots (what buffer@6's lastIndexOf made @signpdf
    // write): the CMS would still verify, but readers find no signature field. Same length kept.
    const text = Buffer.from(signed.pdf).toString('latin1');
    const annots = text.lastIndexOf('/Annots');
    const broken = `${text.slice(0, annots - 3)}>>\n${text.slice(annots)}`;
    expect(broken.length).toBe(text.length);
    await expect(readPdfSignature(Buffer.from(broken, 'latin1'))).rejects.toMatchObject({
      problem: 'badStructure',
    });
  }, 60_000);
});
