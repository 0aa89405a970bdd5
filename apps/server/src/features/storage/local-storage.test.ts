import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { describeStorageContract } from './storage-contract.ts';

describe('local storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'ohp-storage-'));
  const storage = createLocalStorage(root);

  describeStorageContract(() => storage);

  it('keeps each key as a file under the root folder', async () => {
    await storage.put('users/u9/logo.png', Buffer.from('x'));
    expect(existsSync(join(root, 'users', 'u9', 'logo.png'))).toBe(true);
  });
});
