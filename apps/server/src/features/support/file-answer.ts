import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredRead } from '../storage/storage.ts';
import { type ByteRange, parseRange } from './byte-range.ts';

/** A stored file to answer: its size (from its row) and how to open it, whole or a range of it. */
export interface FileToAnswer {
  size: number;
  open(range?: ByteRange): Promise<StoredRead>;
}

export interface FileAnswerOptions {
  /** Honour a single `Range: bytes=` request (206, 416). */
  ranges: boolean;
  /** Content type and headers of the file's answer (not of an error answer: a 404 is not cached). */
  type: string;
  headers?: Record<string, string>;
}

/**
 * Answers a stored file as a stream from storage: the request holds a read buffer, never the file
 * (docs/admin.md "Videos that stream"). With `ranges`, a single `Range: bytes=` request answers 206
 * with that part, a range past the end 416. HEAD answers the same headers without opening the file.
 * When the client goes away mid-answer, Fastify destroys the storage stream, which closes the file
 * (local) or the connection to the bucket (S3).
 */
export async function answerFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToAnswer,
  options: FileAnswerOptions,
): Promise<FastifyReply> {
  const { size } = file;
  const range = options.ranges ? parseRange(request.headers.range, size) : undefined;
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply.code(416).type(options.type).header('content-range', `bytes */${size}`).send();
  }
  // Opened before the status and headers are set, so a missing file answers a plain 404.
  const body = request.method === 'HEAD' ? undefined : (await file.open(range)).body;
  reply.type(options.type).headers(options.headers ?? {});
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  // Known before any byte is read: the answer is not chunked, and a player sees the length.
  reply.header('content-length', String(range ? range.end - range.start + 1 : size));
  return reply.send(body);
}
