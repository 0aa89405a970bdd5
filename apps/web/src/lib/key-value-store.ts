// A tiny promise wrapper over IndexedDB (one database, one object store of key → value) and an
// in-memory twin with the same interface for unit tests (no fake IndexedDB in the test setup).
// Used to keep work across a reload (stores/reading-persistence.ts): records can be several MB,
// more than localStorage holds, and IndexedDB stores strings and structured data of that size.

export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix`, in one write (whatever their number). */
  deleteStartingWith(prefix: string): Promise<void>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** A key-value store in IndexedDB; undefined when the browser has none (private modes, old engines). */
export function indexedDbStore(database = 'ohp-work', store = 'kv'): KeyValueStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let opened: Promise<IDBDatabase> | undefined;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return opened;
  };
  // Resolves when the transaction has committed: after that a reload finds the value.
  const write = async (run: (s: IDBObjectStore) => void) => {
    const tx = (await db()).transaction(store, 'readwrite');
    run(tx.objectStore(store));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  };
  return {
    async get<T>(key: string) {
      const tx = (await db()).transaction(store, 'readonly');
      return (await done(tx.objectStore(store).get(key))) as T | undefined;
    },
    set: (key, value) => write((s) => s.put(value, key)),
    delete: (key) => write((s) => s.delete(key)),
    // Every string key from `prefix` to `prefix` followed by the highest UTF-16 unit.
    deleteStartingWith: (prefix) => write((s) => s.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
  };
}

/** The same interface in memory (values cloned like IndexedDB's structured clone). */
export function memoryStore(): KeyValueStore & { keys(): string[] } {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => (values.has(key) ? (structuredClone(values.get(key)) as T) : undefined),
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    delete: async (key) => {
      values.delete(key);
    },
    deleteStartingWith: async (prefix) => {
      for (const key of [...values.keys()]) if (key.startsWith(prefix)) values.delete(key);
    },
    keys: () => [...values.keys()],
  };
}
