// One way to run a heavy call off the main thread, shared by the domains whose files are large (a
// 24 h noise record, a 10 h extended AxPro record, a 7-day CO2 record): the input goes to a Web
// Worker and its answer comes back; where there is no Worker (unit tests, old browsers) or the
// worker fails, the same call runs on the main thread, so the answer never depends on where it ran.

export interface WorkerRequest<I> {
  id: number;
  input: I;
}

export type WorkerReply<T> = { id: number; ok: true; read: T } | { id: number; ok: false; error: string };

/** A downloaded file sent to a file worker. */
export type FileReadRequest = WorkerRequest<Blob>;
export type FileReadReply<T> = WorkerReply<T>;

export interface WorkerCaller<I, T> {
  /** Starts the worker early (when the download starts) so that it is ready for the input. */
  prepare(): void;
  /**
   * `transfer`: buffers of the input given to the worker rather than copied (then unusable here);
   * `here`: what answers instead of `runHere(input)` when the worker fails, for an input whose
   * buffers were transferred.
   */
  call(input: I, transfer?: Transferable[], here?: () => Promise<T>): Promise<T>;
}

export interface WorkerFileReader<T> {
  /** Starts the worker early (when the download starts) so that it is ready for the file. */
  prepare(): void;
  read(blob: Blob): Promise<T>;
}

/**
 * `createWorker` must call `new Worker(new URL('…', import.meta.url))` itself: the bundler finds
 * the worker's file from that expression in the feature's own module. `runHere` must not need a
 * transferred input (a call that transfers one says what answers here instead: `here`).
 */
export function workerCaller<I, T>(
  createWorker: () => Worker,
  runHere: (input: I) => Promise<T>,
): WorkerCaller<I, T> {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, (reply: WorkerReply<T>) => void>();

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
      created.onmessage = (event: MessageEvent<WorkerReply<T>>) => {
        const done = waiting.get(event.data.id);
        waiting.delete(event.data.id);
        done?.(event.data);
      };
      // A worker that cannot load or crashed: run on the main thread from now on.
      created.onerror = (event) => {
        event.preventDefault();
        worker = null;
        created.terminate();
        failAll(event.message || 'worker failed');
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
    call(input: I, transfer: Transferable[] = [], here = () => runHere(input)): Promise<T> {
      const target = current();
      if (!target) return here();
      return new Promise<T>((resolve) => {
        const id = nextId++;
        waiting.set(id, (reply) => resolve(reply.ok ? reply.read : here()));
        const request: WorkerRequest<I> = { id, input };
        target.postMessage(request, { transfer });
      });
    },
  };
}

/** A file read in a worker (`workerCaller` of a Blob). */
export function workerFileReader<T>(
  createWorker: () => Worker,
  readHere: (blob: Blob) => Promise<T>,
): WorkerFileReader<T> {
  const caller = workerCaller(createWorker, readHere);
  return { prepare: caller.prepare, read: (blob) => caller.call(blob) };
}
