import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the QR code drawn on a PDF page, read from the page as a reader sees it: poppler
 * renders the page to PNG (pdftoppm), jsQR finds and decodes the code in the pixels. Undefined when
 * no code is found.
 */
export function qrCodeOfPdfPage(pdfPath: string, page = 1, dpi = 200): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'ohp-qr-'));
  try {
    const prefix = join(dir, 'page');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      pdfPath,
      prefix,
    ]);
    const png = PNG.sync.read(readFileSync(`${prefix}.png`));
    const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength);
    return jsQR(pixels, png.width, png.height)?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
