import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

describe('local storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'ohp-storage-'));
  const storage = createLocalStorage(root);

  it('puts, gets and deletes by key', async () => {
    await storage.put('users/u1/logo.png', Buffer.from('hello'));
    expect(existsSync(join(root, 'users', 'u1', 'logo.png'))).toBe(true);
    expect((await storage.get('users/u1/logo.png'))?.toString()).toBe('hello');
    await storage.put('users/u1/logo.png', Buffer.from('again'));
    expect((await storage.get('users/u1/logo.png'))?.toString()).toBe('again');
    await storage.delete('users/u1/logo.png');
    expect(await storage.get('users/u1/logo.png')).toBeUndefined();
    await expect(storage.delete('users/u1/logo.png')).resolves.toBeUndefined();
  });

  it('deletes a whole folder of keys', async () => {
    await storage.put('users/u2/photo.png', Buffer.from('a'));
    await storage.put('users/u2/measurements/m1/file', Buffer.from('b'));
    await storage.put('users/u3/photo.png', Buffer.from('c'));
    await storage.deleteFolder('users/u2');
    expect(await storage.get('users/u2/photo.png')).toBeUndefined();
    expect(await storage.get('users/u2/measurements/m1/file')).toBeUndefined();
    expect((await storage.get('users/u3/photo.png'))?.toString()).toBe('c');
    await expect(storage.deleteFolder('users/none')).resolves.toBeUndefined();
    await expect(storage.deleteFolder('..')).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/.hidden/..']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.get('../secret')).rejects.toThrow(/Invalid storage key/);
  });
});
