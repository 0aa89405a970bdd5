import { indexedDbStore } from '../lib/key-value-store';
import { sessionStore } from '../lib/session-store';
import { createReadingPersistence, type ReadingPersistence } from '../stores/reading-persistence';
import { readingStore } from '../stores/reading-store';

// The current reading kept in IndexedDB (docs/web-quality.md "Work kept across a reload"): set up
// once by the signed-in layout (or the first restore, whichever runs first), restored by the routes
// that show the current reading, cleared when the user signs out or the session ends (the next
// person on this browser starts with nothing).

let persistence: ReadingPersistence | undefined;
let lastStatus = sessionStore.getState().status;

export function setUpReadingPersistence(): void {
  if (persistence) return;
  const kv = indexedDbStore();
  if (!kv) return;
  persistence = createReadingPersistence(kv, () => {
    const { status, user } = sessionStore.getState();
    return status === 'loggedIn' && user?.id ? String(user.id) : undefined;
  });
  readingStore.persistTo(persistence);
  sessionStore.subscribe(() => {
    const { status } = sessionStore.getState();
    // Signed in → signed out (sign-out, session expired): forget the reading, here and kept.
    if (lastStatus === 'loggedIn' && status === 'loggedOut') readingStore.reset();
    lastStatus = status;
  });
}

/**
 * After a reload the memory is empty: the kept reading (of this user) is read again from its text
 * and becomes the current one with the viewer's kept working state. A text that no longer reads
 * (a newer parser refusing it) is dropped.
 */
export async function restoreCurrentReading(): Promise<void> {
  // A screen's loader can run before the layout's module did (React Router loads both at once).
  setUpReadingPersistence();
  if (readingStore.get() || !persistence) return;
  const kept = await persistence.restore();
  if (!kept || readingStore.get()) return;
  // The parsers load only when there is something to read again (not on every first load), and
  // read in a worker: a week's record read here held the page for one long task.
  const { openReadingOffThread } = await import('../lib/reading/open-reading-off-thread');
  const opened = await openReadingOffThread({ text: kept.reading.text });
  // A reading made current while this one was read again (a device read, a file opened) stays.
  if (readingStore.get()) return;
  if (!opened.ok) {
    await persistence.clear();
    return;
  }
  readingStore.restore(
    {
      fileName: kept.reading.fileName,
      text: kept.reading.text,
      reading: opened.reading,
      source: kept.reading.source,
      draft: kept.draft,
    },
    kept.reading.id,
  );
}
