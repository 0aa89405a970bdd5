import { open } from 'node:fs/promises';

/** How far from the end the `%%EOF` marker may sit (ISO 32000-1 §7.5.5 puts it last; writers add a
 * newline or a little padding, and readers such as pdf.js search the last 1024 bytes). */
export const pdfTailBytes = 1024;

// ISO 32000-1 §7.5.2: the header is `%PDF-` then the version, e.g. `%PDF-1.7` or `%PDF-2.0`.
const header = /^%PDF-[12]\.\d/;
// Markup a browser would render if the file were served as HTML: a PDF's own header and objects
// are never written this way, so a `%PDF-` header followed by a web page is refused.
const markup = /<\s*(!doctype\s+html|html[\s>]|script[\s>]|body[\s>]|iframe[\s>])/i;

/**
 * Whether the bytes are a PDF beyond its first bytes: the version header, no HTML markup in the
 * first bytes (`head`, up to 64 KiB) and the end-of-file marker within the last 1024 bytes (`tail`).
 */
export function looksLikePdf(head: Buffer, tail: Buffer): boolean {
  const start = head.subarray(0, 8).toString('latin1');
  if (!header.test(start)) return false;
  if (markup.test(head.toString('latin1'))) return false;
  return tail.toString('latin1').includes('%%EOF');
}

/** `looksLikePdf` for bytes in memory. */
export const isPdfBytes = (data: Buffer): boolean =>
  looksLikePdf(data.subarray(0, 64 * 1024), data.subarray(Math.max(0, data.length - pdfTailBytes)));

/** `looksLikePdf` for a file on disk whose first bytes were kept while it was written. */
export async function isPdfFile(file: { path: string; size: number; head: Buffer }): Promise<boolean> {
  const length = Math.min(pdfTailBytes, file.size);
  const tail = Buffer.alloc(length);
  const handle = await open(file.path, 'r');
  try {
    await handle.read(tail, 0, length, file.size - length);
  } finally {
    await handle.close();
  }
  return looksLikePdf(file.head, tail);
}
