import type { KeyValueStore } from '../lib/key-value-store';

// What of the current reading outlives a reload (issue 17: "work survives a reload"): its source
// text (the bytes as read or opened, parsed again on restore), its name and source, and the
// viewer's working state (clippings, typed report form, norm) as the viewer reports it. Two keys:
// the reading is written once, the draft on every change, so typing never rewrites a large record.
// Writes go one after the other, so a draft never lands before the reading it belongs to.

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

export interface ReadingPersistence {
  saveReading(reading: PersistedReading): Promise<void>;
  saveDraft(readingId: string, state: unknown): Promise<void>;
  restore(): Promise<RestoredReading | undefined>;
  clear(): Promise<void>;
  /** Resolves when every write asked for so far has committed. */
  settled(): Promise<void>;
}

const READING = 'current-reading';
const DRAFT = 'current-reading-draft';

const isReading = (v: unknown): v is PersistedReading => {
  const r = v as Partial<PersistedReading> | undefined;
  return (
    typeof r?.id === 'string' &&
    typeof r.fileName === 'string' &&
    typeof r.text === 'string' &&
    (r.source === 'device' || r.source === 'file')
  );
};

/** `owner` names the signed-in user (undefined when nobody is signed in: nothing is restored). */
export function createReadingPersistence(
  kv: KeyValueStore,
  owner: () => string | undefined,
): ReadingPersistence {
  let chain: Promise<void> = Promise.resolve();
  // A failed write (quota, private mode) loses only the keeping across a reload, never the work.
  const enqueue = (op: () => Promise<void>) => {
    chain = chain.then(op).catch(() => undefined);
    return chain;
  };
  return {
    saveReading: (reading) =>
      enqueue(async () => {
        await kv.delete(DRAFT);
        await kv.set(READING, { ...reading, owner: owner() });
      }),
    saveDraft: (readingId, state) =>
      enqueue(() => kv.set(DRAFT, { readingId, state } satisfies PersistedDraft)),
    async restore() {
      await chain;
      try {
        const reading = await kv.get<unknown>(READING);
        const me = owner();
        if (!isReading(reading) || me === undefined || reading.owner !== me) return undefined;
        const draft = await kv.get<PersistedDraft>(DRAFT);
        return { reading, draft: draft?.readingId === reading.id ? draft.state : undefined };
      } catch {
        return undefined;
      }
    },
    clear: () =>
      enqueue(async () => {
        await kv.delete(DRAFT);
        await kv.delete(READING);
      }),
    settled: () => chain,
  };
}
