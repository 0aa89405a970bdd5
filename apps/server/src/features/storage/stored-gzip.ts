import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGunzip, gunzip } from 'node:zlib';
import type { FileStorage } from './storage.ts';

// Measurement files saved from the browser arrive gzip-compressed (docs/storage.md "Compressed
// files") and are stored as they came, under a key ending in `.gz`: the key says how to read it,
// so files stored before (plain, no suffix) read as they always did. Whoever reads a stored file
// for its content goes through here and gets the bytes of the original file.

const gunzipAsync = promisify(gunzip);

/** The suffix of a stored key whose object is a gzip member of the file. */
export const gzipKeySuffix = '.gz';

export const isGzipStored = (key: string): boolean => key.endsWith(gzipKeySuffix);

/** What a stored compressed file may expand to when the reader names no bound (1 GiB). */
export const defaultMaxPlainBytes = 1024 * 1024 * 1024;

/** A gzip member begins with these two bytes (RFC 1952); no UTF-8 text does (0x8b continues). */
export function isGzipStart(head: Uint8Array | undefined): boolean {
  return head !== undefined && head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * The stored file's original bytes, whole (small answers and the figures of a saved reading);
 * undefined when nothing is stored. `maxBytes` bounds what a compressed object may expand to (it
 * was checked on upload; this guards against an object changed behind the server's back).
 */
export async function readStoredFile(
  storage: FileStorage,
  key: string,
  maxBytes = defaultMaxPlainBytes,
): Promise<Buffer | undefined> {
  const data = await storage.get(key);
  if (!data || !isGzipStored(key)) return data;
  return gunzipAsync(data, { maxOutputLength: maxBytes });
}

/** The original bytes of a stored object as they stream: a gzip one decompressed, a plain one as it is. */
export function plainBody(key: string, body: Readable): Readable {
  return isGzipStored(key) ? gunzipBody(body) : body;
}

/** A gzip body decompressed as it streams; destroying the result releases the body. */
export function gunzipBody(body: Readable): Readable {
  const out = createGunzip();
  body.on('error', (error) => out.destroy(error));
  // Destroying the answer (client gone) releases the file or connection under it.
  out.on('close', () => body.destroy());
  return body.pipe(out);
}
