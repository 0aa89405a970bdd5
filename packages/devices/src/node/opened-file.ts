import { closeSync, openSync, readSync } from 'node:fs';

/**
 * `use` of the file opened for reading, closed after whatever `use` does; undefined when it cannot
 * be opened (the caller's own read then names that, "cannot read" included).
 */
export function withOpenedFile<T>(path: string, use: (fd: number) => T): T | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    return use(fd);
  } finally {
    closeSync(fd);
  }
}

/** Up to `length` bytes of the file from `position`. */
export function readBytesAt(fd: number, length: number, position: number): Uint8Array {
  const bytes = new Uint8Array(length);
  return bytes.subarray(0, readSync(fd, bytes, 0, length, position));
}
