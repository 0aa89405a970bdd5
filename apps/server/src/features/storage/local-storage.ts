import { copyFile, type FileHandle, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, assertStoredRange, type FileStorage, unsatisfiableRange } from './storage.ts';

/** Files under one folder (default <DATA_DIR>/storage); writes go through a temporary file and a rename. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, path);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // Temporary uploads live under the same DATA_DIR: a rename, atomic and without copying.
        await rename(source, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
        await copyFile(source, temporary);
        await rename(temporary, path);
        await rm(source, { force: true });
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async openRead(key, range) {
      const path = pathOf(key);
      if (range) assertStoredRange(range);
      let handle: FileHandle;
      try {
        // Opened now, not lazily by the stream: a missing file is known before any answer is sent,
        // and a file replaced (renamed over) meanwhile is still read whole from the open handle.
        handle = await open(path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        if (range && range.start >= size) throw unsatisfiableRange(range, size);
        // The stream closes the handle when it ends or is destroyed (autoClose).
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { body, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
