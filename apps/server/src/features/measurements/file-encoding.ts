import { PassThrough, pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Gate } from '../../http/upload-gates.ts';
import type { StoredRead } from '../storage/storage.ts';

// Compression of a saved measurement file on its way to the browser (GET /api/measurements/:id/file).
// Record texts are digits and separators: a fast level shrinks a 24 h record at 1 s (15 MB) to
// ≈ 5 MB; the browser undoes it before the bytes reach the page (the app reads exactly the saved
// bytes). Compressing costs ≈ 6 ms of CPU per MB, so each answer is compressed once and kept
// (files never change once saved and ids are never reused; an entry is checked against the file's
// size). The file itself is never held: it is compressed as it streams from storage.

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
interface Entry {
  size: number;
  bytes: Buffer;
}

const compressor = (encoding: FileEncoding, size: number) =>
  encoding === 'br' ? createBrotliCompress(brotliOptions(size)) : createGzip(gzipOptions);

/** Compressed answers by measurement and coding, least recently used dropped past `maxBytes`. */
export class CompressedFiles {
  readonly #entries = new Map<string, Entry>();
  /** Files and codings whose compression an answer is collecting now. */
  readonly #collecting = new Set<string>();
  #total = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  /** The kept compression of the file `id` of `size` bytes, if any. */
  get(id: string, encoding: FileEncoding, size: number): Buffer | undefined {
    const key = `${encoding}:${id}`;
    const entry = this.#entries.get(key);
    if (!entry || entry.size !== size) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.bytes;
  }

  put(id: string, encoding: FileEncoding, size: number, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    const key = `${encoding}:${id}`;
    this.#drop(key);
    this.#entries.set(key, { size, bytes });
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
   * The file compressed while it streams from storage, kept for the next time once complete. If
   * the client goes away, destroying the answer destroys the compressor and the storage stream.
   */
  compressing(id: string, encoding: FileEncoding, file: StoredRead): Readable {
    const stream = compressor(encoding, file.size);
    const out = new PassThrough();
    const key = `${encoding}:${id}`;
    // One answer per file and coding collects its bytes to keep: a burst of first downloads of
    // one file holds one compressed copy, not one each.
    const collector = !this.#collecting.has(key);
    let chunks: Buffer[] | undefined = collector ? [] : undefined;
    let length = 0;
    if (collector) {
      this.#collecting.add(key);
      stream.on('data', (chunk: Buffer) => {
        if (!chunks) return;
        length += chunk.length;
        // Past what could be kept, nothing is collected (the answer goes on).
        if (length > this.maxBytes) chunks = undefined;
        else chunks.push(chunk);
      });
    }
    pipeline(file.body, stream, out, (error) => {
      if (collector) this.#collecting.delete(key);
      if (!error && chunks) this.put(id, encoding, file.size, Buffer.concat(chunks, length));
    });
    return out;
  }

  /**
   * prepare() in one of `slots` (the upload parse slots, so that the bytes in memory stay bounded),
   * not waited for: what a save does for the download that follows it.
   */
  prepareSoon(
    slots: Pick<Gate, 'run'>,
    id: string,
    encoding: FileEncoding,
    size: number,
    open: () => Promise<StoredRead>,
  ): void {
    void slots
      .run(() => this.prepare(id, encoding, size, open))
      .catch(() => {
        // Deleted meanwhile or storage away: the first download compresses it then.
      });
  }

  /**
   * Compresses ahead of the first download (after a save), reading the file as a stream; failures
   * (deleted meanwhile, storage away) only mean no head start.
   */
  async prepare(
    id: string,
    encoding: FileEncoding,
    size: number,
    open: () => Promise<StoredRead>,
  ): Promise<void> {
    if (this.get(id, encoding, size)) return;
    try {
      const file = await open();
      const chunks: Buffer[] = [];
      await pipelineAsync(
        file.body,
        compressor(encoding, file.size),
        async (source: AsyncIterable<Buffer>) => {
          for await (const chunk of source) chunks.push(chunk);
        },
      );
      this.put(id, encoding, file.size, Buffer.concat(chunks));
    } catch {
      // The download compresses it then.
    }
  }
}
