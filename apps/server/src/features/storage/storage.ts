/** Where uploaded files live: the local folder by default (an S3-compatible store can implement it later). */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores the file at `path` under the key without loading it into memory (local: a rename, or a
   * copy across file systems; S3: a streamed upload). The file at `path` may be gone afterwards.
   */
  putFile(key: string, path: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
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
