import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's attachments (poppler's pdfdetach, an outside reader), their text by name. */
export function pdfAttachments(pdf: string): Map<string, string> {
  const list = execFileSync('pdfdetach', ['-list', pdf], { encoding: 'utf8' });
  const names = [...list.matchAll(/^\d+: (.+)$/gm)].map((m) => m[1] as string);
  const dir = mkdtempSync(join(tmpdir(), 'ohp-detach-'));
  execFileSync('pdfdetach', ['-saveall', '-o', dir, pdf]);
  return new Map(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}
