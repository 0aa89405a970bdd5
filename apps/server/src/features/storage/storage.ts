import type { Readable } from 'node:stream';

/** Inclusive byte offsets of a stored object, as in an HTTP `Range: bytes=start-end`. */
export interface StoredRange {
  start: number;
  end: number;
}

/** A stored object opened for reading, without its bytes in memory. */
export interface StoredRead {
  /** The bytes asked for, read as they are consumed; destroying it releases the file or connection. */
  body: Readable;
  /** The size of the whole object (not of the range). */
  size: number;
}

/** Where uploaded files live: the local folder by default, or an S3-compatible bucket. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores the file at `path` under the key without loading it into memory (local: a rename, or a
   * copy across file systems; S3: a streamed upload). The file at `path` may be gone afterwards.
   */
  putFile(key: string, path: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * Streams the object, or the bytes `range.start`..`range.end` of it (an end past the last byte is
   * cut to it); undefined when nothing is stored under the key. A range starting at or past the end
   * of the object rejects with a RangeError. Nothing is read until the body is consumed.
   */
  openRead(key: string, range?: StoredRange): Promise<StoredRead | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every key under a folder ("users/<id>" removes all files of that user). */
  deleteFolder(prefix: string): Promise<void>;
}

/** Keys are relative paths of safe segments: letters, digits, '.', '_' and '-' ("users/<id>/logo.png"). */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const safe = segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(s) && !s.includes('..'));
  if (!safe || key.length > 512) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Refuses offsets that are not a usable range (negative, fractional, end before start). */
export function assertStoredRange(range: StoredRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range: ${start}-${end}`);
  }
}

/** Thrown when a range starts at or past the end of the object (HTTP 416). */
export function unsatisfiableRange(range: StoredRange, size?: number): RangeError {
  const of = size === undefined ? 'the object' : `${size} bytes`;
  return new RangeError(`Byte range ${range.start}-${range.end} starts past the end of ${of}`);
}
