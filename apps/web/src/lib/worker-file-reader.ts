// One way to read a downloaded file off the main thread, shared by the domains whose files are
// large (a 24 h noise record, a 10 h extended AxPro record): the file goes to a Web Worker and its
// answer comes back; where there is no Worker (unit tests, old browsers) or the worker fails, the
// same reading runs on the main thread, so the answer never depends on where it was read.

export interface FileReadRequest {
  id: number;
  blob: Blob;
}

export type FileReadReply<T> = { id: number; ok: true; read: T } | { id: number; ok: false; error: string };

export interface WorkerFileReader<T> {
  /** Starts the worker early (when the download starts) so that it is ready for the file. */
  prepare(): void;
  read(blob: Blob): Promise<T>;
}

/**
 * `createWorker` must call `new Worker(new URL('…', import.meta.url))` itself: the bundler finds
 * the worker's file from that expression in the feature's own module.
 */
export function workerFileReader<T>(
  createWorker: () => Worker,
  readHere: (blob: Blob) => Promise<T>,
): WorkerFileReader<T> {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, (reply: FileReadReply<T>) => void>();

  function failAll(message: string): void {
    for (const [id, done] of waiting) done({ id, ok: false, error: message });
    waiting.clear();
  }

  /** The worker, created on first use; null when this environment cannot have it. */
  function current(): Worker | null {
    if (worker !== undefined) return worker;
    worker = null;
    if (typeof Worker === 'undefined') return worker;
    try {
      const created = createWorker();
      created.onmessage = (event: MessageEvent<FileReadReply<T>>) => {
        const done = waiting.get(event.data.id);
        waiting.delete(event.data.id);
        done?.(event.data);
      };
      // A worker that cannot load or crashed: read on the main thread from now on.
      created.onerror = (event) => {
        event.preventDefault();
        worker = null;
        created.terminate();
        failAll(event.message || 'file worker failed');
      };
      worker = created;
    } catch {
      worker = null;
    }
    return worker;
  }

  return {
    prepare: () => {
      current();
    },
    read(blob: Blob): Promise<T> {
      const target = current();
      if (!target) return readHere(blob);
      return new Promise<T>((resolve) => {
        const id = nextId++;
        waiting.set(id, (reply) => resolve(reply.ok ? reply.read : readHere(blob)));
        const request: FileReadRequest = { id, blob };
        target.postMessage(request);
      });
    },
  };
}
