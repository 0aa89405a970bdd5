import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Language } from '@ohp/i18n';
import { renderPdf } from '@ohp/reports/render/node';
import { UsageError } from '../open-session.ts';

type Definition = Parameters<typeof renderPdf>[0];

/** What every `ohp report <domain>` writes besides its pages (docs/reports.md "Archive format"). */
export interface ArchivalReport {
  definition: Definition;
  language: Language;
  /** The file the report was computed from (record, samples CSV or --input JSON), attached as is. */
  rawFile: string;
  /** Inputs and results behind the printed figures (the `report-data.json` attachment). */
  data: unknown;
  output: string;
}

/**
 * Renders the PDF/A-3b with the raw file and the JSON of inputs and results attached, writes it
 * and answers its bytes. The raw file is read again here, so the attachment is the file's bytes
 * exactly, whatever the parser made of them.
 */
export async function writeArchivalReport(report: ArchivalReport): Promise<Buffer> {
  let raw: Buffer;
  try {
    raw = await readFile(report.rawFile);
  } catch {
    throw new UsageError('cannotRead', { file: report.rawFile });
  }
  const pdf = await renderPdf(report.definition, {
    language: report.language,
    evidence: {
      raw: { fileName: basename(report.rawFile), bytes: raw },
      data: { format: 'ohp-report-data', version: 1, language: report.language, ...asObject(report.data) },
    },
  });
  await writeFile(report.output, pdf);
  return pdf;
}

function asObject(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : { data };
}
