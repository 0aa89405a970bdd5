import { describe, expect, it } from 'vitest';
import { memoryStore } from '../lib/key-value-store';
import { createReadingPersistence } from './reading-persistence';

// The keeping across a reload behind its small interface, on the in-memory twin of the IndexedDB
// store (the real IndexedDB runs in e2e/reading-reload.e2e.ts).

const reading = { id: 'r1', fileName: 'rec.txt', text: 'a;b\n', source: 'device' as const };

function setup(owner: string | undefined = 'u1') {
  const kv = memoryStore();
  let me: string | undefined = owner;
  const p = createReadingPersistence(kv, () => me);
  return { kv, p, signIn: (who: string | undefined) => (me = who) };
}

describe('reading persistence', () => {
  it('brings back the reading and its draft', async () => {
    const { p } = setup();
    void p.saveReading(reading);
    void p.saveDraft('r1', { form: { employee: 'Carla' } });
    expect(await p.restore()).toEqual({
      reading: { ...reading, owner: 'u1' },
      draft: { form: { employee: 'Carla' } },
    });
  });

  it('keeps the last draft only, and never a draft of another reading', async () => {
    const { p } = setup();
    void p.saveReading(reading);
    void p.saveDraft('r1', { n: 1 });
    void p.saveDraft('r1', { n: 2 });
    expect((await p.restore())?.draft).toEqual({ n: 2 });
    void p.saveDraft('other', { n: 3 });
    expect((await p.restore())?.draft).toBeUndefined();
  });

  it('a new reading starts without the previous draft', async () => {
    const { p } = setup();
    void p.saveReading(reading);
    void p.saveDraft('r1', { n: 1 });
    void p.saveReading({ ...reading, id: 'r2', fileName: 'other.txt' });
    const restored = await p.restore();
    expect(restored?.reading.fileName).toBe('other.txt');
    expect(restored?.draft).toBeUndefined();
  });

  it('gives nothing to another user, or to nobody signed in', async () => {
    const { p, signIn } = setup();
    await p.saveReading(reading);
    signIn('u2');
    expect(await p.restore()).toBeUndefined();
    signIn(undefined);
    expect(await p.restore()).toBeUndefined();
    signIn('u1');
    expect((await p.restore())?.reading.id).toBe('r1');
  });

  it('clear forgets both keys', async () => {
    const { p, kv } = setup();
    void p.saveReading(reading);
    void p.saveDraft('r1', {});
    await p.clear();
    expect(kv.keys()).toEqual([]);
    expect(await p.restore()).toBeUndefined();
  });

  it('ignores a kept value that is not a reading', async () => {
    const { p, kv } = setup();
    await kv.set('current-reading', { id: 1, text: 'x' });
    expect(await p.restore()).toBeUndefined();
  });

  it('a failing store loses only the keeping, never throws', async () => {
    const failing = {
      get: () => Promise.reject(new Error('no')),
      set: () => Promise.reject(new Error('quota')),
      delete: () => Promise.reject(new Error('no')),
      deleteStartingWith: () => Promise.reject(new Error('no')),
    };
    const p = createReadingPersistence(failing, () => 'u1');
    await expect(p.saveReading(reading)).resolves.toBeUndefined();
    await expect(p.restore()).resolves.toBeUndefined();
  });

  describe('a text kept in pieces (one write each: no long put of a week-long record)', () => {
    // Pieces of 5 characters; '😀' is two UTF-16 units (at 9 and 10), a cut falling between them.
    const long = { ...reading, text: 'd;1;2\r\nd;😀;4\r\nd;5;6\r\n' };
    const pieced = (owner = 'u1') => {
      const kv = memoryStore();
      return { kv, p: createReadingPersistence(kv, () => owner, 5) };
    };
    const pieceKeys = (kv: ReturnType<typeof memoryStore>) =>
      kv.keys().filter((k) => k.startsWith('current-reading-text-'));

    it('is brought back whole, a surrogate pair never cut in two', async () => {
      const { kv, p } = pieced();
      await p.saveReading(long);
      expect(long.text.charCodeAt(9)).toBe(0xd83d);
      expect(pieceKeys(kv).length).toBeGreaterThan(3);
      for (const key of pieceKeys(kv)) {
        const piece = (await kv.get<string>(key)) ?? '';
        expect(piece).not.toMatch(/[\ud800-\udbff]$/);
      }
      expect((await p.restore())?.reading).toEqual({ ...long, owner: 'u1' });
    });

    it("a file's bytes are kept as their text, a piece decoded at a time, no character cut", async () => {
      // Every byte value as latin1 (windows-1252 maps 0x80–0x9F to other characters); UTF-8 with
      // 2-, 3- and 4-byte characters cut between pieces of 5 bytes.
      const latin1 = Uint8Array.from({ length: 256 * 3 + 7 }, (_, i) => (i * 37) % 256);
      const utf8 = new TextEncoder().encode('d;é;€;😀;\n'.repeat(9));
      for (const file of [
        { bytes: latin1, encoding: 'latin1' as const },
        { bytes: utf8, encoding: 'utf-8' as const },
      ]) {
        const { kv, p } = pieced();
        await p.saveReading({ ...reading, text: file });
        expect(pieceKeys(kv)).toHaveLength(Math.ceil(file.bytes.length / 5));
        const text = new TextDecoder(file.encoding).decode(file.bytes);
        expect((await p.restore())?.reading).toEqual({ ...reading, text, owner: 'u1' });
      }
    });

    it('a shorter reading after it leaves none of its pieces behind, and clear forgets them all', async () => {
      const { kv, p } = pieced();
      await p.saveReading(long);
      await p.saveReading({ ...reading, id: 'r2' });
      expect(pieceKeys(kv)).toEqual(['current-reading-text-0']);
      expect((await p.restore())?.reading.text).toBe(reading.text);
      await p.clear();
      expect(kv.keys()).toEqual([]);
    });

    it('pieces of a write stopped half-way (no entry names them) are forgotten by the next clear or save', async () => {
      const { kv, p } = pieced();
      let writes = 0;
      const failing = {
        ...kv,
        set: (key: string, value: unknown) =>
          ++writes > 2 ? Promise.reject(new Error('quota')) : kv.set(key, value),
      };
      await createReadingPersistence(failing, () => 'u1', 5).saveReading(long);
      expect(await p.restore()).toBeUndefined();
      expect(pieceKeys(kv)).toEqual(['current-reading-text-0', 'current-reading-text-1']);
      await p.clear();
      expect(kv.keys()).toEqual([]);
      writes = 0;
      await createReadingPersistence(failing, () => 'u1', 5).saveReading(long);
      expect(pieceKeys(kv)).toHaveLength(2);
      await p.saveReading({ ...reading, id: 'r2' });
      expect(pieceKeys(kv)).toEqual(['current-reading-text-0']);
    });

    it('a reading missing one of its pieces is not brought back', async () => {
      const { kv, p } = pieced();
      await p.saveReading(long);
      await kv.delete('current-reading-text-2');
      expect(await p.restore()).toBeUndefined();
    });

    it('a reading kept whole (before the pieces) is still brought back', async () => {
      const { kv, p } = pieced();
      await kv.set('current-reading', { ...long, owner: 'u1' });
      expect((await p.restore())?.reading).toEqual({ ...long, owner: 'u1' });
    });
  });
});
