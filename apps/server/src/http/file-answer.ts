import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredRead } from '../features/storage/storage.ts';
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
