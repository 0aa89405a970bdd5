import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredRead } from '../features/storage/storage.ts';
import { gunzipBody } from '../features/storage/stored-gzip.ts';
import { type ByteRange, parseRange } from './byte-range.ts';

/** A stored file to answer: how to open it (whole or a range of it) and, when its row says, its size. */
export interface FileToAnswer {
  /**
   * The size from the file's row. Needed for ranges (the range is read before the file is opened);
   * with it a HEAD answers without opening the file. Without it the size is the one storage gives.
   */
  size?: number;
  /** Opens the file; a missing file throws the feature's translated 404. */
  open(range?: ByteRange): Promise<StoredRead>;
}

export interface FileAnswerOptions {
  /** Honour a single `Range: bytes=` request (206, 416); needs `size`. */
  ranges: boolean;
  /** Content type and headers of the file's answer (not of an error answer: a 404 is not cached). */
  type: string;
  headers?: Record<string, string>;
  /**
   * The object is a gzip member of the file (docs/storage.md "Compressed files"): sent as it is
   * with `Content-Encoding: gzip` to a client that accepts gzip, else decompressed on its way
   * (no length known then). No ranges.
   */
  storedGzip?: boolean;
}

/** Whether an Accept-Encoding header takes gzip (a q of 0 refuses it; `*` stands for it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.map((p) => /^q=([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted ? 1 : 0;
  }
  return star === 1;
}

/**
 * Answers a stored file as a stream from storage: the request holds a read buffer, never the file
 * (docs/storage.md, docs/admin.md "Videos that stream"). With `ranges`, a single `Range: bytes=`
 * request answers 206 with that part, a range past the end 416. HEAD answers the same headers
 * without reading the file (without opening it when the row gives the size). When the client goes
 * away mid-answer, Fastify destroys the storage stream, which closes the file (local) or the
 * connection to the bucket (S3). Routes using it take GET and HEAD themselves (`app.route`):
 * Fastify's own HEAD route would read a stream to its end.
 */
export async function answerFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToAnswer,
  options: FileAnswerOptions,
): Promise<FastifyReply> {
  if (options.ranges && file.size === undefined) throw new Error('A ranged file answer needs the size');
  if (options.storedGzip) return answerGzipFile(request, reply, file, options);
  const range =
    options.ranges && file.size !== undefined ? parseRange(request.headers.range, file.size) : undefined;
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply.code(416).type(options.type).header('content-range', `bytes */${file.size}`).send();
  }
  const head = request.method === 'HEAD';
  // Opened before the status and headers are set, so a missing file answers a plain 404.
  const opened = head && file.size !== undefined ? undefined : await file.open(range);
  const size = opened?.size ?? (file.size as number);
  if (head) opened?.body.destroy();
  reply.type(options.type).headers(options.headers ?? {});
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  // Known before any byte is read: the answer is not chunked, and a player sees the length.
  reply.header('content-length', String(range ? range.end - range.start + 1 : size));
  return reply.send(head ? undefined : opened?.body);
}

/** `answerFile` of a stored gzip object: as it is to a client that takes gzip, else decompressed. */
async function answerGzipFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToAnswer,
  options: FileAnswerOptions,
): Promise<FastifyReply> {
  const head = request.method === 'HEAD';
  const vary = { vary: 'accept-encoding' };
  if (acceptsGzip(request.headers['accept-encoding'])) {
    const opened = head && file.size !== undefined ? undefined : await file.open();
    if (head) opened?.body.destroy();
    reply
      .type(options.type)
      .headers({ ...options.headers, ...vary })
      .header('content-encoding', 'gzip')
      .header('content-length', String(opened?.size ?? file.size));
    return reply.send(head ? undefined : opened?.body);
  }
  // A client without gzip: the original bytes, decompressed as they stream (length unknown).
  const opened = await file.open();
  reply.type(options.type).headers({ ...options.headers, ...vary });
  if (head) {
    opened.body.destroy();
    return reply.send();
  }
  return reply.send(gunzipBody(opened.body));
}
