import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  assertStorageKey,
  assertStoredRange,
  type FileStorage,
  type StoredRange,
  unsatisfiableRange,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** MinIO and most self-hosted stores need path-style addresses (http://host/bucket/key). */
  forcePathStyle: boolean;
  /** Without keys the SDK's default chain is used (instance role, AWS_* variables, profile). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** DeleteObjects takes at most 1,000 keys per call (S3 API limit). */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    // A missing bucket is a configuration fault, not a missing file.
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

function isInvalidRange(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)
  );
}

/** The whole object's size from a `Content-Range: bytes 0-9/1234` answer header. */
function totalOf(contentRange: string | undefined): number | undefined {
  const match = /\/(\d+)$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The SDK answers a Node Readable (an IncomingMessage) on Node; a web stream is adapted just in case. */
function readableOf(body: unknown): Readable {
  if (body === undefined) return Readable.from([]);
  if (body instanceof Readable) return body;
  if (body instanceof ReadableStream)
    return Readable.fromWeb(body as import('node:stream/web').ReadableStream);
  throw new Error('S3 answered a body that is not a stream');
}

/** Files as objects of one bucket; keys are the same relative paths as in the local folder. */
export function createS3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: a streamed body otherwise goes as aws-chunked with a
    // trailing checksum, which several S3-compatible stores (s3rver, older MinIO) store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    async put(key, data) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: 'application/octet-stream' }),
      );
    },
    async putFile(key, path) {
      assertStorageKey(key);
      // A stream with its length: the SDK sends it in one PUT without buffering the file.
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async openRead(key, range?: StoredRange) {
      assertStorageKey(key);
      if (range) assertStoredRange(range);
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isMissing(error)) return undefined;
        if (range && isInvalidRange(error)) throw unsatisfiableRange(range);
        throw error;
      }
      // The body is the open HTTP answer: read as consumed, and destroying it closes the connection.
      const body = readableOf(answer.Body);
      const size = totalOf(answer.ContentRange) ?? answer.ContentLength ?? 0;
      // A store that ignores Range answers the whole object (200, no Content-Range): only right
      // when the whole object was asked for.
      if (range && answer.ContentRange === undefined && (range.start !== 0 || range.end < size - 1)) {
        body.destroy();
        throw new Error(`The S3 store ignored the Range header for ${key}`);
      }
      return { body, size };
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too, so deleting twice is not an error (as locally).
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deleteFolder(prefix) {
      assertStorageKey(prefix);
      // The trailing slash keeps "users/1" from also matching "users/10/…".
      const keys = await keysUnder(`${prefix}/`);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `S3 refused to delete ${failed.length} object(s) under ${prefix}: ${failed[0]?.Code ?? ''}`,
          );
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}
