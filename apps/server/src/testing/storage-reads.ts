import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { get, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { pipeline, Readable, Transform } from 'node:stream';
import type { FileStorage, StoredRange } from '../features/storage/storage.ts';

// Helpers of the tests that check a download streams from storage and lets go of it when the
// client leaves mid-answer (the storage stream destroyed: the file or the bucket connection closed).

export interface OpenedRead {
  /** The stream storage handed out. */
  body: Readable;
  range: StoredRange | undefined;
  /** The key opened (recorded from a real storage only). */
  key?: string;
  /** Bytes the server pulled from it. */
  read(): number;
}

/**
 * A storage whose one object is `size` bytes, produced in chunks of 64 KiB as read; `gate` delays
 * the open (`openReached` tells it was asked).
 */
export function syntheticStorage(size: number, gate?: Promise<void>) {
  const chunk = 64 * 1024;
  const opened: OpenedRead[] = [];
  let reached: () => void = () => {};
  const openReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const storage = {
    async openRead(_key: string, range?: StoredRange) {
      reached();
      await gate;
      let left = range ? range.end - range.start + 1 : size;
      let produced = 0;
      const body = new Readable({
        read() {
          const length = Math.min(chunk, left);
          left -= length;
          produced += length;
          this.push(length > 0 ? Buffer.alloc(length, 1) : null);
        },
      });
      opened.push({ body, range, read: () => produced });
      return { body, size };
    },
  } as unknown as FileStorage;
  return { storage, opened, openReached };
}

/**
 * Records every `openRead` of a real storage (patched in place, so the services holding it see it):
 * the stream it opened and how many bytes were read from it. The services get a counting stream
 * piped from it; destroying that one destroys the storage stream too.
 */
export function recordOpenReads(storage: FileStorage): OpenedRead[] {
  const opened: OpenedRead[] = [];
  const openRead = storage.openRead.bind(storage);
  storage.openRead = async (key, range) => {
    const answer = await openRead(key, range);
    if (!answer) return answer;
    let produced = 0;
    const counter = new Transform({
      transform(piece: Buffer, _encoding, done) {
        produced += piece.length;
        done(null, piece);
      },
    });
    pipeline(answer.body, counter, () => {});
    opened.push({ body: answer.body, key, range, read: () => produced });
    return { body: counter, size: answer.size };
  };
  return opened;
}

/** GETs `path` over a real socket and leaves after the first bytes of the answer: its status. */
export async function leaveAfterFirstBytes(port: number, path: string, headers: OutgoingHttpHeaders = {}) {
  const request = get({ host: '127.0.0.1', port, path, headers });
  // The destroyed request ends with "socket hang up": expected here.
  request.on('error', () => {});
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  await once(response, 'data');
  request.destroy();
  return response.statusCode;
}

/**
 * A client leaving a large download after its first bytes: a 32 MB object that does not compress is
 * put at `key` (so the answer cannot be read ahead into socket buffers), `url` is requested and left,
 * and once storage has opened it and the stream is closed, the answer's status, the reads storage
 * opened meanwhile (`opened` from `recordOpenReads`) and the object's size come back to be checked.
 */
export async function leaveLargeDownload(options: {
  storage: FileStorage;
  opened: OpenedRead[];
  port: number;
  key: string;
  url: string;
  headers?: OutgoingHttpHeaders;
}) {
  const size = 32 * 1024 * 1024;
  await options.storage.put(options.key, randomBytes(size));
  const before = options.opened.length;
  const status = await leaveAfterFirstBytes(options.port, options.url, options.headers);
  for (const stop = Date.now() + 10_000; options.opened.length === before && Date.now() < stop; )
    await new Promise((wait) => setTimeout(wait, 20));
  const source = options.opened[before];
  if (source) await destroyed(source.body);
  return { status, size, source, reads: options.opened.slice(before) };
}

/**
 * Resolves once the stream is closed (at once if it already is). Not `once(body, 'close')`: a stream
 * destroyed by a pipeline emits a "premature close" error first, which `once` would reject with.
 */
export async function destroyed(body: Readable): Promise<void> {
  if (body.closed) return;
  await new Promise((resolve) => body.on('close', resolve));
}

/** The sha256 of some bytes, hex: compares what a download answered with what storage holds. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
