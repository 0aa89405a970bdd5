import { readReading } from '@ohp/devices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../lib/key-value-store';
import { createReadingPersistence } from './reading-persistence';
import { readingStore, type StoredReading } from './reading-store';

// The one current reading: the viewer shows it, and the device's record list finds it again for
// "Save to cloud" only when it is the same register of the same device session.

const read = readReading('time;LAeq\n0;80,5\n1;81\n');
if (!read.ok) throw new Error('the CSV does not read');
const session = {};
const origin = { deviceId: 'd1', session, register: 2, date: 1000 };
const fromDevice: StoredReading = {
  fileName: 'r.txt',
  text: 't',
  reading: read.data,
  source: 'device',
  origin,
};

afterEach(() => readingStore.reset());

describe('readingStore', () => {
  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const stop = readingStore.subscribe(listener);
    readingStore.set(fromDevice);
    readingStore.reset();
    stop();
    readingStore.set(fromDevice);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('finds a device reading again only for the same session, register and record start', () => {
    readingStore.set(fromDevice);
    expect(readingStore.fromDevice({ ...origin })).toBe(fromDevice);
    expect(readingStore.fromDevice({ ...origin, session: {} })).toBeUndefined();
    expect(readingStore.fromDevice({ ...origin, register: 3 })).toBeUndefined();
    expect(readingStore.fromDevice({ ...origin, date: 2000 })).toBeUndefined();
    readingStore.set({ ...fromDevice, source: 'file', origin: undefined });
    expect(readingStore.fromDevice(origin)).toBeUndefined();
  });

  it("forgets a device's reading after its records were deleted, not another's", () => {
    readingStore.set(fromDevice);
    readingStore.forgetDevice('d2');
    expect(readingStore.get()).toBe(fromDevice);
    readingStore.forgetDevice('d1');
    expect(readingStore.get()).toBeUndefined();
  });
});

describe('readingStore with a persistence', () => {
  afterEach(() => readingStore.persistTo(undefined));

  it('keeps a new reading and its draft, forgets them on reset and after a save', async () => {
    const p = createReadingPersistence(memoryStore(), () => 'u1');
    readingStore.persistTo(p);
    readingStore.set(fromDevice);
    readingStore.saveDraft({ clippings: [] });
    const kept = await p.restore();
    expect(kept?.reading).toMatchObject({ fileName: 'r.txt', text: 't', source: 'device' });
    expect(kept?.draft).toEqual({ clippings: [] });
    readingStore.saved();
    expect(await p.restore()).toBeUndefined();
    readingStore.set(fromDevice);
    readingStore.reset();
    expect(await p.restore()).toBeUndefined();
  });

  it('a restored reading keeps its id: its next drafts still belong to it', async () => {
    const p = createReadingPersistence(memoryStore(), () => 'u1');
    readingStore.persistTo(p);
    await p.saveReading({ id: 'kept', fileName: 'r.txt', text: 't', source: 'file' });
    readingStore.restore({ ...fromDevice, source: 'file', origin: undefined }, 'kept');
    readingStore.saveDraft({ n: 1 });
    expect(await p.restore()).toMatchObject({ reading: { id: 'kept' }, draft: { n: 1 } });
  });
});
