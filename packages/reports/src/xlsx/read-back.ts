import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What `read-back.py` finds in a workbook. */
export interface XlsxReadBack {
  names: string[];
  sheets: string[];
  rows: { r: string; cells: { ref: string; value: string | number | boolean; quotePrefix: boolean }[] }[];
}

/**
 * For tests: reads an XLSX with an independent reader (Python's zipfile, CRCs checked, and its XML
 * parser on every part) instead of trusting our own writer to read back what it wrote.
 */
export function readBackXlsx(bytes: Uint8Array): XlsxReadBack {
  const folder = mkdtempSync(join(tmpdir(), 'xlsx-'));
  try {
    const path = join(folder, 'book.xlsx');
    writeFileSync(path, bytes);
    const script = join(import.meta.dirname, 'read-back.py');
    return JSON.parse(execFileSync('python3', [script, path], { encoding: 'utf8' }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
