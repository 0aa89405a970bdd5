import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { FileStorage } from './storage.ts';

/**
 * The behaviour every FileStorage must have, run against each implementation (local folder, S3).
 * `storage()` is read lazily because S3 storages are created in a beforeAll.
 */
export function describeStorageContract(storage: () => FileStorage): void {
  it('puts, gets, overwrites and deletes by key', async () => {
    const s = storage();
    await s.put('users/u1/logo.png', Buffer.from('hello'));
    expect((await s.get('users/u1/logo.png'))?.toString()).toBe('hello');
    await s.put('users/u1/logo.png', Buffer.from('again'));
    expect((await s.get('users/u1/logo.png'))?.toString()).toBe('again');
    await s.delete('users/u1/logo.png');
    expect(await s.get('users/u1/logo.png')).toBeUndefined();
    await expect(s.delete('users/u1/logo.png')).resolves.toBeUndefined();
  });

  it('keeps binary content byte for byte', async () => {
    const s = storage();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await s.put('users/u4/measurements/m1/record.bin', bytes);
    expect((await s.get('users/u4/measurements/m1/record.bin'))?.equals(bytes)).toBe(true);
  });

  it('stores a file from disk byte for byte, over an existing key too', async () => {
    const s = storage();
    const dir = mkdtempSync(join(tmpdir(), 'ohp-put-file-'));
    const bytes = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 7) % 251));
    const path = join(dir, 'a.upload-part');
    writeFileSync(path, bytes);
    await s.putFile('users/u5/measurements/m1/file', path);
    expect((await s.get('users/u5/measurements/m1/file'))?.equals(bytes)).toBe(true);
    writeFileSync(path, 'second');
    await s.putFile('users/u5/measurements/m1/file', path);
    expect((await s.get('users/u5/measurements/m1/file'))?.toString()).toBe('second');
    writeFileSync(path, 'x');
    await expect(s.putFile('../escape', path)).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes a whole folder of keys and nothing beside it', async () => {
    const s = storage();
    await s.put('users/u2/photo.png', Buffer.from('a'));
    await s.put('users/u2/measurements/m1/file', Buffer.from('b'));
    await s.put('users/u3/photo.png', Buffer.from('c'));
    await s.put('users/u22/photo.png', Buffer.from('d'));
    await s.deleteFolder('users/u2');
    expect(await s.get('users/u2/photo.png')).toBeUndefined();
    expect(await s.get('users/u2/measurements/m1/file')).toBeUndefined();
    expect((await s.get('users/u3/photo.png'))?.toString()).toBe('c');
    expect((await s.get('users/u22/photo.png'))?.toString()).toBe('d');
    await expect(s.deleteFolder('users/none')).resolves.toBeUndefined();
    await expect(s.deleteFolder('..')).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses keys that could leave the folder', async () => {
    const s = storage();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/.hidden/..']) {
      await expect(s.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
    await expect(s.get('../secret')).rejects.toThrow(/Invalid storage key/);
  });
}
