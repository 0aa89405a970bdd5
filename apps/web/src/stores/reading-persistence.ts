import type { KeyValueStore } from '../lib/key-value-store';
import { type FileBytes, fileTextSlices } from '../lib/reading-text';

// What of the current reading outlives a reload (issue 17: "work survives a reload"): its source
// text (the bytes as read or opened, parsed again on restore), its name and source, and the
// viewer's working state (clippings, typed report form, norm) as the viewer reports it. Two keys:
// the reading is written once, the draft on every change, so typing never rewrites a large record.
// Writes go one after the other, so a draft never lands before the reading it belongs to.
// The text is kept in pieces, each written in its own transaction: IndexedDB copies a value on the
// main thread when it is put, and a 7-day AxPro record's 48 MB in one put held the page for
// 50–120 ms. The reading's entry, naming its pieces, is written last: a reading whose pieces were
// not all written is never brought back. A file opened from the disk is kept as its bytes were read:
// each piece is decoded just before it is written (its whole text is never made here).

export interface PersistedReading {
  /** Ties a draft to its reading: a draft of another reading is never restored. */
  id: string;
  fileName: string;
  text: string;
  source: 'device' | 'file';
  /** The signed-in user it belongs to: another user signing in on this browser never gets it back. */
  owner?: string | undefined;
}

interface PersistedDraft {
  readingId: string;
  state: unknown;
}

export interface RestoredReading {
  reading: PersistedReading;
  /** The viewer's working state, when it reported one for this reading. */
  draft: unknown;
}

/** A reading to keep: its text, or the bytes of a file opened from the disk (FileBytes). */
export type ReadingToKeep = Omit<PersistedReading, 'text'> & { text: string | FileBytes };

export interface ReadingPersistence {
  saveReading(reading: ReadingToKeep): Promise<void>;
  saveDraft(readingId: string, state: unknown): Promise<void>;
  restore(): Promise<RestoredReading | undefined>;
  clear(): Promise<void>;
  /** Resolves when every write asked for so far has committed. */
  settled(): Promise<void>;
}

const READING = 'current-reading';
const DRAFT = 'current-reading-draft';
const PIECE = 'current-reading-text-';
/** Characters per piece (4 MB of a record's text: one put of a few ms). A parameter for the tests. */
const PIECE_CHARS = 1 << 22;

/** The reading's entry as kept: its text in `pieces` pieces (or, as kept before, in `text`). */
type KeptReading = Omit<PersistedReading, 'text'> & { text?: string; pieces?: number };

const isKept = (v: unknown): v is KeptReading => {
  const r = v as Partial<KeptReading> | undefined;
  return (
    typeof r?.id === 'string' &&
    typeof r.fileName === 'string' &&
    (typeof r.text === 'string' || (Number.isInteger(r.pieces) && (r.pieces as number) >= 0)) &&
    (r.source === 'device' || r.source === 'file')
  );
};

/**
 * Pieces of `text` cut every `size` characters, never between the two halves of a surrogate pair,
 * each made when it is asked for. A file's bytes are cut every `size` bytes and decoded a slice at a
 * time (fileTextSlices): its whole text is never made here.
 */
function* piecesOf(text: string | FileBytes, size: number): Generator<string, void, undefined> {
  if (typeof text !== 'string') {
    yield* fileTextSlices(text, size);
    return;
  }
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + size);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to++;
    yield text.slice(from, to);
    from = to;
  }
}

/** `owner` names the signed-in user (undefined when nobody is signed in: nothing is restored). */
export function createReadingPersistence(
  kv: KeyValueStore,
  owner: () => string | undefined,
  pieceChars = PIECE_CHARS,
): ReadingPersistence {
  let chain: Promise<void> = Promise.resolve();
  // A failed write (quota, private mode) loses only the keeping across a reload, never the work.
  const enqueue = (op: () => Promise<void>) => {
    chain = chain.then(op).catch(() => undefined);
    return chain;
  };
  /**
   * The kept reading's entry and every piece, forgotten (the entry first: no half is restored).
   * All pieces by their prefix, not by the entry's count: a write stopped half-way (quota, the tab
   * closed) leaves pieces no entry names, and a sign-out must not leave them to the next person.
   */
  const forgetReading = async () => {
    await kv.delete(READING);
    await kv.deleteStartingWith(PIECE);
  };
  /** The text joined from its `pieces` pieces; undefined when one is missing. */
  const keptText = async (pieces: number): Promise<string | undefined> => {
    const parts: string[] = [];
    for (let i = 0; i < pieces; i++) {
      const piece = await kv.get<unknown>(`${PIECE}${i}`);
      if (typeof piece !== 'string') return undefined;
      parts.push(piece);
    }
    return parts.join('');
  };
  return {
    saveReading: ({ text, ...reading }) =>
      enqueue(async () => {
        await kv.delete(DRAFT);
        await forgetReading();
        let pieces = 0;
        for (const piece of piecesOf(text, pieceChars)) await kv.set(`${PIECE}${pieces++}`, piece);
        await kv.set(READING, { ...reading, pieces, owner: owner() } satisfies KeptReading);
      }),
    saveDraft: (readingId, state) =>
      enqueue(() => kv.set(DRAFT, { readingId, state } satisfies PersistedDraft)),
    async restore() {
      await chain;
      try {
        const kept = await kv.get<unknown>(READING);
        const me = owner();
        if (!isKept(kept) || me === undefined || kept.owner !== me) return undefined;
        const { pieces = 0, text: whole, ...entry } = kept;
        const text = whole ?? (await keptText(pieces));
        if (text === undefined) return undefined;
        const reading: PersistedReading = { ...entry, text };
        const draft = await kv.get<PersistedDraft>(DRAFT);
        return { reading, draft: draft?.readingId === reading.id ? draft.state : undefined };
      } catch {
        return undefined;
      }
    },
    clear: () =>
      enqueue(async () => {
        await kv.delete(DRAFT);
        await forgetReading();
      }),
    settled: () => chain,
  };
}
