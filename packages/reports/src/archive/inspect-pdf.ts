import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Test support: reads a PDF back with poppler and qpdf (the tools a reader of the archive has).

type PdfValue = string | number | boolean | null | PdfValue[] | { [key: string]: PdfValue };
interface PdfObject {
  value?: PdfValue;
  stream?: { dict: Record<string, PdfValue> };
}

export interface ArchiveFacts {
  xmp: string;
  /** pdffonts rows: name and whether the font is embedded. */
  fonts: Array<{ name: string; embedded: boolean }>;
  attachments: Map<string, Buffer>;
  catalog: Record<string, PdfValue>;
  trailer: Record<string, PdfValue>;
  /** Every object, by "N 0 R". */
  objects: Map<string, PdfObject>;
  /** The dictionary of an object (a stream's or a plain one's). */
  dict(ref: PdfValue | undefined): Record<string, PdfValue>;
  /** A value, following an indirect reference ("N 0 R") to its object. */
  resolve(value: PdfValue | undefined): PdfValue | undefined;
}

/** Writes `pdf` to a temporary folder and reads everything the archive tests check. */
export function inspectArchive(pdf: Uint8Array): ArchiveFacts {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-pdfa-'));
  const file = join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  const xmp = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/);
      // name type… encoding emb sub uni object ID: "emb" is the 5th column from the end.
      return { name: cells[0] as string, embedded: cells[cells.length - 5] === 'yes' };
    });
  const out = join(dir, 'files');
  execFileSync('mkdir', ['-p', out]);
  execFileSync('pdfdetach', ['-saveall', '-o', out, file]);
  const names = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\d+:\s*/, '').trim())
    .filter(Boolean);
  const attachments = new Map(names.map((name) => [name, readFileSync(join(out, name))]));
  const json = JSON.parse(
    execFileSync('qpdf', ['--json', '--json-key=qpdf', file], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const raw = json.qpdf[1] as Record<string, PdfObject>;
  const objects = new Map(Object.entries(raw).map(([key, value]) => [key.replace(/^obj:/, ''), value]));
  const dict = (ref: PdfValue | undefined): Record<string, PdfValue> => {
    if (ref && typeof ref === 'object' && !Array.isArray(ref)) return ref;
    const object = objects.get(String(ref));
    return (object?.stream?.dict ?? object?.value ?? {}) as Record<string, PdfValue>;
  };
  const resolve = (value: PdfValue | undefined): PdfValue | undefined =>
    typeof value === 'string' && /^\d+ \d+ R$/.test(value) ? objects.get(value)?.value : value;
  const trailer = (raw.trailer?.value ?? {}) as Record<string, PdfValue>;
  return { xmp, fonts, attachments, catalog: dict(trailer['/Root']), trailer, objects, dict, resolve };
}
