import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { AppError, badRequest } from '../../http/app-error.ts';
import { isGzipStart } from '../storage/stored-gzip.ts';
import type { MeasurementFileOnDisk } from './measurement-file.ts';
import { mebibytes } from '../../http/size-text.ts';

const headBytes = 64 * 1024;

/** Counts what goes through, keeps the first bytes, and stops past `maxBytes` (the bomb guard). */
class Bounded extends Transform {
  size = 0;
  readonly head: Buffer[] = [];
  #headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new AppError(413, 'uploads:recordTooLarge', { limit: mebibytes(this.maxBytes) }));
      return;
    }
    if (this.#headLength < headBytes) {
      const slice = chunk.subarray(0, headBytes - this.#headLength);
      this.head.push(slice);
      this.#headLength += slice.length;
    }
    callback(null, chunk);
  }
}

/** The first two bytes of a file on disk (an upload that kept no head). */
async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(2);
    const { bytesRead } = await handle.read(buffer, 0, 2, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether an uploaded file is a gzip member (told by its bytes, not by what the client says). */
export async function isGzipUpload(
  file: Pick<MeasurementFileOnDisk, 'path' | 'size' | 'head'>,
): Promise<boolean> {
  if (file.size < 2) return false;
  return isGzipStart(file.head ?? (await firstBytes(file.path)));
}

/**
 * Decompresses an uploaded gzip file to `target`, never past `maxBytes` (413 `uploads:recordTooLarge`,
 * the decompression-bomb guard: a few kilobytes of gzip can claim gigabytes); a corrupt or cut
 * member answers 400. Streamed: memory stays flat. Removes `target` when it fails.
 */
export async function gunzipUpload(
  source: string,
  target: string,
  maxBytes: number,
): Promise<MeasurementFileOnDisk> {
  const bounded = new Bounded(maxBytes);
  try {
    await pipeline(
      createReadStream(source),
      createGunzip(),
      bounded,
      createWriteStream(target, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(target, { force: true });
    if (error instanceof AppError) throw error;
    throw badRequest('uploads:invalidCompressed');
  }
  return { path: target, size: bounded.size, head: Buffer.concat(bounded.head) };
}

/**
 * A reading over the upload limit says so in the words of a save, "file too large to save (limit
 * …)", instead of the generic body message (docs/storage.md "Compressed files").
 */
export function tooLargeToSave(error: unknown): unknown {
  if (error instanceof AppError && error.statusCode === 413 && error.messageKey === 'errors:bodyTooLarge')
    return new AppError(413, 'uploads:tooLargeToSave', error.values);
  return error;
}
