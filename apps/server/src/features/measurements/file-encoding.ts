import { PassThrough, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, createBrotliCompress, createGzip, gzip } from 'node:zlib';

// Compression of a saved measurement file on its way to the browser (GET /api/measurements/:id/file).
// Record texts are digits and separators: a fast level shrinks a 24 h record at 1 s (15 MB) to
// ≈ 5 MB; the browser undoes it before the bytes reach the page (the app reads exactly the saved
// bytes). Compressing costs ≈ 6 ms of CPU per MB, so each answer is compressed once and kept
// (files never change once saved; the cache is checked against the bytes read every time).

export type FileEncoding = 'br' | 'gzip';

/** Below this, the answer goes as it is (compression would not pay for its framing). */
export const MIN_COMPRESSED_BYTES = 2048;

/** Quality per coding (q-values) of an Accept-Encoding header; absent codings are not in the map. */
function acceptedCodings(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const m = /^q=([0-9.]+)$/.exec(param);
      if (m) q = Number(m[1]);
    }
    out.set(name, Number.isFinite(q) ? q : 0);
  }
  return out;
}

/** br when accepted (HTTPS browsers), else gzip, else nothing; `*` accepts both. */
export function pickFileEncoding(acceptEncoding: string | undefined, size: number): FileEncoding | undefined {
  if (!acceptEncoding || size < MIN_COMPRESSED_BYTES) return undefined;
  const codings = acceptedCodings(acceptEncoding);
  const accepts = (name: string) => (codings.get(name) ?? codings.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const CHUNK = 64 * 1024;
const brotliOptions = (size: number) => ({
  chunkSize: CHUNK,
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const gzipOptions = { level: 1, chunkSize: CHUNK };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The bytes compressed at once (fast settings: brotli quality 1, gzip level 1). */
export function compress(data: Buffer, encoding: FileEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(data, brotliOptions(data.length)) : gzipAsync(data, gzipOptions);
}

interface Entry {
  size: number;
  crc: number;
  bytes: Buffer;
}

/** Compressed answers by measurement and coding, least recently used dropped past `maxBytes`. */
export class CompressedFiles {
  readonly #entries = new Map<string, Entry>();
  #total = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  /** The kept compression of exactly these bytes, if any. */
  get(id: string, encoding: FileEncoding, data: Buffer): Buffer | undefined {
    const key = `${encoding}:${id}`;
    const entry = this.#entries.get(key);
    if (!entry || entry.size !== data.length || entry.crc !== crc32(data)) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.bytes;
  }

  put(id: string, encoding: FileEncoding, data: Buffer, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    const key = `${encoding}:${id}`;
    this.#drop(key);
    this.#entries.set(key, { size: data.length, crc: crc32(data), bytes });
    this.#total += bytes.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#total <= this.maxBytes) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.bytes.length;
  }

  /**
   * The compressed answer: kept bytes, or a stream that compresses while it is sent and keeps the
   * result for the next time.
   */
  answer(id: string, encoding: FileEncoding, data: Buffer): Buffer | Readable {
    const kept = this.get(id, encoding, data);
    if (kept) return kept;
    const stream =
      encoding === 'br' ? createBrotliCompress(brotliOptions(data.length)) : createGzip(gzipOptions);
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => this.put(id, encoding, data, Buffer.concat(chunks)));
    stream.on('error', (error) => out.destroy(error));
    stream.pipe(out);
    stream.end(data);
    return out;
  }

  /** Compresses ahead of the first download (after a save); failures only mean no head start. */
  async prepare(id: string, encoding: FileEncoding, data: Buffer): Promise<void> {
    if (this.get(id, encoding, data)) return;
    try {
      this.put(id, encoding, data, await compress(data, encoding));
    } catch {
      // The download compresses it then.
    }
  }
}
