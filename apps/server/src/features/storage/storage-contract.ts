import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { FileStorage } from './storage.ts';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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

  describeRangedReads(storage);
}

/** `openRead`: the object or a byte range of it as a stream, with the whole object's size. */
function describeRangedReads(storage: () => FileStorage): void {
  // Several read chunks long (64 KiB locally), and not a multiple of any of them.
  const bytes = Buffer.from(Array.from({ length: 1024 * 1024 + 333 }, (_, i) => (i * 13 + (i >> 9)) % 256));
  const key = 'support/videos/ranged';
  const read = async (range?: { start: number; end: number }) => {
    const opened = await storage().openRead(key, range);
    if (!opened) throw new Error('nothing stored');
    return { size: opened.size, bytes: await bytesOf(opened.body) };
  };

  it('streams a whole object with its size', async () => {
    await storage().put(key, bytes);
    const whole = await read();
    expect(whole.size).toBe(bytes.length);
    expect(whole.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['the start', 0, 99],
    ['the middle, across read chunks', 65_000, 700_000],
    ['the end', bytes.length - 1000, bytes.length - 1],
    ['one byte', 123_457, 123_457],
    ['the last byte', bytes.length - 1, bytes.length - 1],
    ['an end past the last byte (cut to it)', 1_000_000, 5_000_000],
  ])('streams a range at %s', async (_, start, end) => {
    await storage().put(key, bytes);
    const part = await read({ start, end });
    expect(part.size).toBe(bytes.length);
    expect(part.bytes.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers undefined for a missing key, refuses a range past the end and a bad key', async () => {
    const s = storage();
    await s.put(key, bytes);
    expect(await s.openRead('support/videos/none')).toBeUndefined();
    expect(await s.openRead('support/videos/none', { start: 0, end: 9 })).toBeUndefined();
    await expect(s.openRead(key, { start: bytes.length, end: bytes.length + 10 })).rejects.toThrow(
      RangeError,
    );
    await expect(s.openRead(key, { start: 10, end: 9 })).rejects.toThrow(RangeError);
    await expect(s.openRead(key, { start: -1, end: 9 })).rejects.toThrow(RangeError);
    await expect(s.openRead('../secret')).rejects.toThrow(/Invalid storage key/);
  });

  it('a body destroyed after its first chunk closes, and the object stays readable', async () => {
    const s = storage();
    await s.put(key, bytes);
    const opened = await s.openRead(key);
    if (!opened) throw new Error('nothing stored');
    await once(opened.body, 'readable');
    expect(opened.body.read()).not.toBeNull();
    const closed = once(opened.body, 'close');
    opened.body.destroy();
    await closed;
    expect(opened.body.destroyed).toBe(true);
    expect((await read({ start: 0, end: 9 })).bytes.equals(bytes.subarray(0, 10))).toBe(true);
  });
}
