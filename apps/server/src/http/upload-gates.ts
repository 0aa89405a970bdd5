import { AppError } from './app-error.ts';

/**
 * At most `size` tasks at once; the others wait in arrival order. Parsing a reading needs its bytes
 * in memory (`readReading` takes a Uint8Array), so this bounds how many files are held at once.
 */
export class Gate {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) await new Promise<void>((go) => this.#waiting.push(go));
    else this.#running += 1;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next task: the count does not change.
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * Uploads in progress per user. A user past the cap gets a translated 429 at once rather than
 * waiting: a waiting upload would hold its connection with an unread body, and a browser retries
 * a refused one sooner than a stalled one ends (docs/reliability.md).
 */
export class UploadSlots {
  readonly #counts = new Map<string, number>();

  constructor(readonly perUser: number) {}

  /** Takes a slot for the user or throws 429; the returned function gives it back (once). */
  take(userId: string): () => void {
    const count = this.#counts.get(userId) ?? 0;
    if (count >= this.perUser)
      throw new AppError(429, 'errors:tooManyUploads', { count: String(this.perUser) });
    this.#counts.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#counts.get(userId) ?? 1) - 1;
      if (left <= 0) this.#counts.delete(userId);
      else this.#counts.set(userId, left);
    };
  }

  inUse(userId: string): number {
    return this.#counts.get(userId) ?? 0;
  }
}
