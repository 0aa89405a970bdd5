import { afterEach, describe, expect, it } from 'vitest';
import { gunzipBlobText } from '../../testing/gunzip-blob';
import { jsonResponse } from '../../testing/render';
import { i18next } from '../i18n';
import { publicConfigQueryOptions } from '../public-config';
import { queryClient } from '../query-client';
import { gzipText, readingFilePart, savedReadingFile, TooLargeToSaveError } from './compressed-reading';
import { vi } from 'vitest';

// A reading is saved gzip-compressed (CompressionStream) and checked against the server's upload
// limit on its compressed size before anything is sent.

/** A record-like text: digits and separators, as the instruments write them. */
function recordText(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++)
    out.push(
      `${i};2026-03-10 08:${String(i % 60).padStart(2, '0')};${(70 + ((i * 7919) % 300) / 10).toFixed(1)}`,
    );
  return `${out.join('\r\n')}\r\n`;
}

afterEach(() => {
  queryClient.removeQueries({ queryKey: publicConfigQueryOptions().queryKey });
});

describe('gzipText', () => {
  it('compresses the UTF-8 bytes of the text, which decompress to the same text', async () => {
    const text = `${recordText(20_000)}Descrição: ruído — 🎧\n`;
    const gz = await gzipText(text);
    expect(gz.type).toBe('application/gzip');
    const bytes = new Uint8Array(await gz.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(gz.size).toBeLessThan(new TextEncoder().encode(text).length / 2);
    expect(await gunzipBlobText(gz)).toBe(text);
  });

  it('keeps a character made of two UTF-16 units whole across its pieces of 1 Mi characters', async () => {
    const text = `${'a'.repeat((1 << 20) - 1)}🎧b`;
    expect(await gunzipBlobText(await gzipText(text))).toBe(text);
  });
});

describe('the save limit counts compressed bytes', () => {
  const text = recordText(50_000);

  it('accepts a file larger than the limit whose compression fits', async () => {
    const plain = new TextEncoder().encode(text).length;
    const part = await readingFilePart(text, Math.floor(plain / 2));
    expect(part.size).toBeLessThan(plain / 2);
  });

  it('refuses over the limit with "file too large to save", in the current language', async () => {
    const error = await readingFilePart(text, 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooLargeToSaveError);
    expect((error as Error).message).toMatch(
      /^Arquivo grande demais para salvar: .+ compactado \(limite 1 KiB\)$/,
    );
    await i18next.changeLanguage('en');
    const en = await readingFilePart(text, 1024).catch((e: unknown) => e);
    expect((en as Error).message).toMatch(/^File too large to save: .+ compressed \(limit 1 KiB\)$/);
  });

  it('asks the server its limit (GET /api/config) and applies it', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, { data: { uploadLimitBytes: 1024, recordLimitBytes: 10240 } }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(savedReadingFile(text)).rejects.toBeInstanceOf(TooLargeToSaveError);
    await expect(savedReadingFile('short\n')).resolves.toBeInstanceOf(Blob);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/config$/);
  });

  it('leaves the decision to the server when it cannot say its limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const part = await savedReadingFile(text);
    expect(await gunzipBlobText(part)).toBe(text);
  });
});
