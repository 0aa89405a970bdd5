import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPdfBytes, isPdfFile } from './pdf-file.ts';

const minimal =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('PDF content check', () => {
  it('accepts a minimal PDF, with a version 2.0 header and with padding after %%EOF', () => {
    expect(isPdfBytes(Buffer.from(minimal))).toBe(true);
    expect(isPdfBytes(Buffer.from(minimal.replace('%PDF-1.4', '%PDF-2.0')))).toBe(true);
    expect(isPdfBytes(Buffer.from(`${minimal}${'\0'.repeat(900)}`))).toBe(true);
  });

  it('refuses a %PDF- header followed by a web page, with or without %%EOF at its end', () => {
    const html = '%PDF-1.7\n<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
    expect(isPdfBytes(Buffer.from(html))).toBe(false);
    expect(isPdfBytes(Buffer.from(`${html}\n%%EOF\n`))).toBe(false);
    expect(isPdfBytes(Buffer.from('%PDF-1.4\n<script src=x></script>\n%%EOF'))).toBe(false);
  });

  it('refuses a file without the end marker near its end, or without the version header', () => {
    expect(isPdfBytes(Buffer.from('%PDF-1.4\n% cut short\n'))).toBe(false);
    expect(isPdfBytes(Buffer.from(`${minimal}${'x'.repeat(2000)}`))).toBe(false);
    expect(isPdfBytes(Buffer.from(`%PDF-\n${minimal.slice(9)}`))).toBe(false);
    expect(isPdfBytes(Buffer.from(` ${minimal}`))).toBe(false);
    expect(isPdfBytes(Buffer.alloc(0))).toBe(false);
  });

  it('reads the end of a file on disk for the same answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ohp-pdf-'));
    const good = Buffer.from(`${minimal.slice(0, -6)}${'%'.repeat(200_000)}\n%%EOF\n`);
    const path = join(dir, 'a.pdf');
    writeFileSync(path, good);
    expect(await isPdfFile({ path, size: good.length, head: good.subarray(0, 65536) })).toBe(true);
    const cut = good.subarray(0, 150_000);
    writeFileSync(path, cut);
    expect(await isPdfFile({ path, size: cut.length, head: cut.subarray(0, 65536) })).toBe(false);
  });
});
