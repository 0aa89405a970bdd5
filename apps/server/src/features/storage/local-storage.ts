import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './storage.ts';

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
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
