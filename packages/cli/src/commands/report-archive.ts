import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Language } from '@ohp/i18n';
import { renderPdf } from '@ohp/reports/render/node';
import type { Translator } from '../i18n.ts';
import { UsageError } from '../usage-error.ts';
import { type ReportSignArgs, SigningUsageError } from './report-sign-args.ts';

type Definition = Parameters<typeof renderPdf>[0];
type Signing = typeof import('./report-signing.ts');
type SigningIdentity = Awaited<ReturnType<Signing['openPkcs12']>>;

/** What every `ohp report <domain>` writes besides its pages (docs/reports.md "Archive format"). */
export interface ArchivalReport {
  definition: Definition;
  language: Language;
  /** The file the report was computed from (record, samples CSV or --input JSON), attached as is. */
  rawFile: string;
  /** Inputs and results behind the printed figures (the `report-data.json` attachment). */
  data: unknown;
  output: string;
  /** `--sign cert.p12 --sign-password-env VAR`: sign with a PAdES signature before writing. */
  sign?: ReportSignArgs;
}

/**
 * Renders the PDF/A-3b with the raw file and the JSON of inputs and results attached, writes it
 * and answers its bytes. The raw file is read again here, so the attachment is the file's bytes
 * exactly, whatever the parser made of them.
 */
export async function writeArchivalReport(
  report: ArchivalReport,
  t: Translator,
  out: (text: string) => void,
): Promise<Uint8Array> {
  // The certificate is checked before anything is rendered: a bad one writes nothing. The signing
  // code is imported only here (its packages cost ≈ 150 ms of CPU to load, which no other command
  // should pay: the CLI build puts it in a chunk of its own).
  const signing = report.sign?.certificate ? await import('./report-signing.ts') : undefined;
  const certificate = report.sign && signing ? await readCertificate(report.sign, signing) : undefined;
  const raw = await readInput(report.rawFile);
  const pdf = await renderPdf(report.definition, {
    language: report.language,
    evidence: {
      raw: { fileName: basename(report.rawFile), bytes: raw },
      data: { format: 'ohp-report-data', version: 1, language: report.language, ...asObject(report.data) },
    },
  });
  if (!certificate || !signing) {
    await writeFile(report.output, pdf);
    return pdf;
  }
  const signed = await signing.signPdf(pdf, { identity: certificate, reason: t('signing:reason') });
  await writeFile(report.output, signed.pdf);
  const { name, cpf } = signed.signer;
  out(
    `${cpf ? t('signing:cli.signedWithCpf', { name, cpf: signing.formatCpf(cpf) }) : t('signing:cli.signed', { name })}\n`,
  );
  return signed.pdf;
}

async function readInput(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch {
    throw new UsageError('cannotRead', { file: path });
  }
}

async function readCertificate(sign: ReportSignArgs, signing: Signing): Promise<SigningIdentity> {
  if (!sign.passwordEnv) throw new SigningUsageError('signing:cli.missingPasswordEnv');
  const password = process.env[sign.passwordEnv];
  if (password === undefined)
    throw new SigningUsageError('signing:cli.missingPassword', { name: sign.passwordEnv });
  const file = await readInput(sign.certificate as string);
  // Opened before any rendering: a wrong password, an expired certificate or a file without a key
  // stops here, and nothing is written.
  return signing.openPkcs12(file, password);
}

function asObject(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : { data };
}
