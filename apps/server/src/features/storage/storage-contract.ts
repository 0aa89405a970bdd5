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
