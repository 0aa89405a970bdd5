import type { Page } from 'playwright-core';

// What the app keeps in IndexedDB for a reload (database ohp-work, store kv;
// apps/web/src/stores/reading-persistence.ts), read from inside the page.

/** The value under `key`, or null. */
export function kept(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ohp-work', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kv', 'readonly').objectStore('kv').get(k);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/** The kept reading's entry with its text joined from the pieces it is kept in; null if none. */
export async function keptReading(
  page: Page,
): Promise<{ text: string; fileName: string; pieces: number } | null> {
  const entry = (await kept(page, 'current-reading')) as { fileName: string; pieces: number } | null;
  if (!entry) return null;
  const pieces: string[] = [];
  for (let i = 0; i < entry.pieces; i++)
    pieces.push((await kept(page, `current-reading-text-${i}`)) as string);
  return { fileName: entry.fileName, pieces: entry.pieces, text: pieces.join('') };
}
