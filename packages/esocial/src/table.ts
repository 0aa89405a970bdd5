// The same rows as the events, as a table for SST suites that import spreadsheets: one row per
// worker and agent. Column names are the layout's field names, so a suite maps them without guessing.
import { xlsxStream } from '@ohp/reports/xlsx';
import type { Agent } from './agents.ts';
import { decimal } from './event-xml.ts';
import type { S2240Meta } from './meta.ts';

export const S2240_COLUMNS = [
  'cpfTrab',
  'matricula',
  'ghe',
  'codAgNoc',
  'intConc',
  'unMed',
  'limTol',
  'tecMedicao',
  'utilizEPC',
  'utilizEPI',
  'epiCA',
  'measurement',
  'report',
  'measurementDate',
] as const;

export type S2240Row = readonly (string | number | null)[];

export interface RowWorker {
  readonly cpf: string;
  readonly registration: string | null;
  /** The GHE's code (or empty outside a GHE, as from the CLI). */
  readonly ghe: string;
}

/** Rows of one worker's agents; 09.01.001 has no intensity nor protection, as in the event. */
export function s2240Rows(
  worker: RowWorker,
  agents: readonly Agent[],
  protection: S2240Meta['protection'],
): S2240Row[] {
  return agents.map((a) => {
    const measured = a.intensity !== null;
    return [
      worker.cpf,
      worker.registration,
      worker.ghe,
      a.code,
      measured ? decimal(a.intensity as number) : null,
      a.unit,
      a.limit === null ? null : decimal(a.limit),
      a.technique,
      measured ? protection.epc : null,
      measured ? protection.epi : null,
      measured && protection.epi === 2 ? protection.epis.map((e) => e.ca).join(' ') : null,
      a.source?.measurementId ?? a.source?.file ?? null,
      a.source?.reportId ?? null,
      a.source?.date ?? null,
    ];
  });
}

/** OWASP "CSV injection": a leading apostrophe keeps a formula-like text inert. */
const inert = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

function field(v: string | number | null): string {
  if (v === null) return '';
  const t = typeof v === 'string' ? inert(v) : String(v);
  return /[",;\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** RFC 4180 CSV, comma separated, decimals with a dot (the layout's), CRLF lines. */
export function s2240Csv(rows: readonly S2240Row[]): string {
  return [S2240_COLUMNS as readonly string[], ...rows].map((r) => `${r.map(field).join(',')}\r\n`).join('');
}

/** The rows as a one-sheet workbook (numbers as text, as in the layout: the suite imports them verbatim). */
export async function s2240Xlsx(rows: readonly S2240Row[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const c of xlsxStream({ name: 'S-2240', header: S2240_COLUMNS, batches: [rows] }))
    chunks.push(c);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
