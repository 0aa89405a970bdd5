import { randomBytes } from 'node:crypto';
import { linkSync, renameSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

// PGlite has no file locking: two processes on one folder each keep their own copy in memory and
// the last to write wins (rows of the other silently lost). One process owns a DATA_DIR: it holds
// this file, created exclusively, and removes it when it closes.
const lockName = 'owner.lock.json';

export interface OwnerRecord {
  pid: number;
  host: string;
  startedAt: string;
  /** Where the owner serves the API, once it listens (user:create sends its writes there). */
  url?: string;
  /** A secret only processes that can read DATA_DIR know: it authorises the local admin route. */
  localToken: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: OwnerRecord,
  ) {
    super(
      `The data folder ${folder} is in use by another OHP process (pid ${owner.pid} on ${owner.host}, ` +
        `started ${owner.startedAt}${owner.url ? `, serving ${owner.url}` : ''}). The embedded database has ` +
        'one owner: stop that process first, or give this one another DATA_DIR (or a PostgreSQL ' +
        'DATABASE_URL). To add a user while the server runs, use `npm run user:create`: it goes through the running server.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  owner: OwnerRecord;
  /** Records the address the owner listens on. */
  announce(url: string): void;
  release(): void;
}

const lockPath = (dataDir: string) => join(resolve(dataDir), lockName);

/** The owner recorded in `dataDir`, if any (alive or not). */
export function readOwner(dataDir: string): OwnerRecord | undefined {
  try {
    return JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as OwnerRecord;
  } catch {
    return undefined;
  }
}

function isAlive(owner: OwnerRecord): boolean {
  // A lock from another machine (a shared folder) cannot be checked: treat it as held.
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes ownership of `dataDir` or throws DataDirInUseError at once. A lock left by a process that
 * no longer runs (killed, crashed) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const path = lockPath(folder);
  const owner: OwnerRecord = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    localToken: randomBytes(32).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written whole to a file of our own, then linked into place: link fails if the lock exists,
    // and a reader never sees a half-written lock.
    const draft = `${path}.${process.pid}.${owner.localToken.slice(0, 8)}`;
    writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
    try {
      linkSync(draft, path);
      rmSync(draft, { force: true });
      let released = false;
      return {
        owner,
        announce: (url) => {
          owner.url = url;
          writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
          renameSync(draft, path);
        },
        release: () => {
          if (released) return;
          released = true;
          // Only our own lock: never one another process took over meanwhile.
          if (readOwner(folder)?.localToken === owner.localToken) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      rmSync(draft, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(folder);
      if (current && isAlive(current)) throw new DataDirInUseError(folder, current);
      // Stale: its process is gone (killed, crashed). Take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(folder, readOwner(folder) ?? { ...owner, pid: -1 });
}
