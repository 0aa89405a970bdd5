import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFile, looksLikePdf } from './file-check';

const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const file = (bytes: Uint8Array, name = 'r.pdf') => ({ name, arrayBuffer: async () => bytes.slice().buffer });

describe('file check of the verify page', () => {
  it('the issued file matches; its SHA-256 is shown', async () => {
    expect(await checkFile(file(pdf), hex(pdf))).toEqual({ kind: 'match', name: 'r.pdf', sha256: hex(pdf) });
    // The API answers lowercase hex; an uppercase one compares the same.
    expect((await checkFile(file(pdf), hex(pdf).toUpperCase())).kind).toBe('match');
  });

  it('one byte changed anywhere is refused', async () => {
    for (const at of [0 + 9, Math.floor(pdf.length / 2), pdf.length - 1]) {
      const changed = pdf.slice();
      changed[at] = (changed[at] ?? 0) ^ 1;
      const check = await checkFile(file(changed), hex(pdf));
      expect({ at, kind: check.kind }).toEqual({ at, kind: 'mismatch' });
    }
  });

  it('a file that is not a PDF says so, and an unreadable one too', async () => {
    expect(await checkFile(file(new TextEncoder().encode('hello'), 'a.txt'), hex(pdf))).toEqual({
      kind: 'notPdf',
      name: 'a.txt',
    });
    expect((await checkFile(file(new Uint8Array(), 'empty.pdf'), hex(pdf))).kind).toBe('notPdf');
    const broken = { name: 'gone.pdf', arrayBuffer: () => Promise.reject(new Error('NotReadableError')) };
    expect(await checkFile(broken, hex(pdf))).toEqual({ kind: 'unreadable', name: 'gone.pdf' });
  });

  it('%PDF- may follow a little junk, as readers accept, but not after the first 1,024 bytes', () => {
    const after = (n: number) => new Uint8Array([...new Uint8Array(n).fill(32), ...pdf]);
    expect(looksLikePdf(after(10))).toBe(true);
    expect(looksLikePdf(after(2000))).toBe(false);
  });
});
