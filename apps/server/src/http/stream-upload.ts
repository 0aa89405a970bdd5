import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { isUnstorableText, unstorableField } from './unstorable-text.ts';
import { mebibytes } from './size-text.ts';

/** Temporary upload files end with this; anything left with it after a crash is swept at start. */
const partialSuffix = '.upload-part';

export interface StreamUploadOptions {
  /** Folder of the temporary files (on the storage's disk, so moving the file there is cheap). */
  tempDir: string;
  /** Largest file accepted; one byte more and the upload stops with 413. */
  maxFileBytes: number;
  /** Name of the form field carrying the file (default "file"). */
  fileField?: string;
}

export interface StreamedFile {
  filename: string;
  mimetype: string;
  /** Where the bytes are; the caller moves or reads it, then calls `discard()`. */
  path: string;
  size: number;
  /** Hex sha256 of the bytes, computed while they were written. */
  sha256: string;
  /** The first bytes (up to 64 KiB), for a format check without reading the file again. */
  head: Buffer;
}

export interface StreamedUpload {
  fields: Record<string, string>;
  file: StreamedFile;
  /** Removes the temporary file (idempotent; missing is fine). */
  discard(): Promise<void>;
}

const headBytes = 64 * 1024;
/**
 * What a form may carry beside its file: text fields (the viewer state is capped at 256 KiB, the
 * multipart parser caps a field at 1 MiB) and part headers. A declared length above the file limit
 * plus this is refused before a byte of the body is read.
 */
export const formAllowanceBytes = 2 * 1024 * 1024;

/** Counts and hashes the bytes going through, keeps the first ones, and fails past the limit. */
class MeasuredStream extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new AppError(413, 'errors:bodyTooLarge', { limit: mebibytes(this.maxBytes) }));
      return;
    }
    if (this.headLength < headBytes) {
      const slice = chunk.subarray(0, headBytes - this.headLength);
      this.headChunks.push(slice);
      this.headLength += slice.length;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/**
 * Reads a multipart body with text fields and exactly one file, streaming the file to a temporary
 * file while hashing and counting it: memory stays flat whatever the size, and the read stops with
 * a translated 413 as soon as the file passes `maxFileBytes` (the error handler then closes the
 * connection instead of reading the rest); a body whose declared length cannot fit is refused before
 * it is read at all. Any failure — too large, malformed or cut-short body,
 * missing file — removes the temporary file before the error goes on.
 */
export async function readStreamedUpload(
  request: FastifyRequest,
  options: StreamUploadOptions,
): Promise<StreamedUpload> {
  if (!request.isMultipart()) throw badRequest('errors:fileRequired');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxFileBytes + formAllowanceBytes)
    throw new AppError(413, 'errors:bodyTooLarge', { limit: mebibytes(options.maxFileBytes) });
  const fileField = options.fileField ?? 'file';
  await mkdir(options.tempDir, { recursive: true });
  const path = join(options.tempDir, `${randomUUID()}${partialSuffix}`);
  const discard = () => rm(path, { force: true });
  const fields: Record<string, string> = {};
  let file: StreamedFile | undefined;
  let writer: WriteStream | undefined;
  // The first field or file name PostgreSQL cannot store; refused once the body is read.
  let unstorable: string | undefined;
  const note = (field: string, text: string) => {
    if (!unstorable && (isUnstorableText(field) || isUnstorableText(text))) unstorable = field;
  };
  try {
    // The plugin's own file limit sits one byte above ours so that ours (translated, early) fires.
    const parts = request.parts({ limits: { fileSize: options.maxFileBytes + 1, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        note(part.fieldname, part.filename);
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        const measured = new MeasuredStream(options.maxFileBytes);
        writer = createWriteStream(path, { flags: 'wx' });
        await pipeline(part.file, measured, writer);
        file = {
          filename: part.filename,
          mimetype: part.mimetype,
          path,
          size: measured.size,
          sha256: measured.digest(),
          head: measured.head(),
        };
      } else if (typeof part.value === 'string') {
        note(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
      }
    }
    if (unstorable !== undefined) throw unstorableField(unstorable);
    if (!file) throw badRequest('errors:fileRequired');
    return { fields, file, discard };
  } catch (error) {
    // The file is opened asynchronously: removing it before the stream has closed could let the
    // open create it afterwards, and the partial file would outlive the failed upload.
    const open = writer;
    if (open && !open.closed) {
      const closed = new Promise<void>((done) => open.once('close', () => done()));
      open.destroy();
      await closed;
    }
    await discard();
    throw error;
  }
}

/** Deletes the temporary files a killed process left in `tempDir` (call once at start). */
export async function sweepPartialUploads(tempDir: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return 0;
  }
  const partial = names.filter((name) => name.endsWith(partialSuffix));
  await Promise.all(partial.map((name) => rm(join(tempDir, name), { force: true })));
  return partial.length;
}
