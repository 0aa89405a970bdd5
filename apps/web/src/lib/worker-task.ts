// One computation run off the main thread (the day-by-day results of a week-long record): the
// request goes to a Web Worker and its answer comes back; where there is no Worker (unit tests,
// old browsers) or the worker fails, the same function runs here, so the answer never depends on
// where it was computed. The worker side is `answerTasks`.
import { copyForWorker } from './copy-for-worker';

export type TaskReply<T> = { id: number; ok: true; answer: T } | { id: number; ok: false; error: string };

export interface WorkerTask<Q, A> {
  run(request: Q): Promise<A>;
}

/** The request's typed arrays copied a slice per task and transferred (copyForWorker), not cloned at once. */
export interface WorkerTaskOptions {
  sliced?: boolean;
}

/**
 * `createWorker` must call `new Worker(new URL('…', import.meta.url))` itself: the bundler finds
 * the worker's file from that expression in the feature's own module.
 */
export function workerTask<Q, A>(
  createWorker: () => Worker,
  runHere: (request: Q) => A,
  options: WorkerTaskOptions = {},
): WorkerTask<Q, A> {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, (reply: TaskReply<A>) => void>();

  function current(): Worker | null {
    if (worker !== undefined) return worker;
    worker = null;
    if (typeof Worker === 'undefined') return worker;
    try {
      const created = createWorker();
      created.onmessage = (event: MessageEvent<TaskReply<A>>) => {
        const done = waiting.get(event.data.id);
        waiting.delete(event.data.id);
        done?.(event.data);
      };
      // A worker that cannot load or crashed: compute on the main thread from now on.
      created.onerror = (event) => {
        event.preventDefault();
        worker = null;
        created.terminate();
        for (const [id, done] of waiting) done({ id, ok: false, error: event.message || 'worker failed' });
        waiting.clear();
      };
      worker = created;
    } catch {
      worker = null;
    }
    return worker;
  }

  return {
    run(request: Q): Promise<A> {
      const target = current();
      if (!target) return Promise.resolve().then(() => runHere(request));
      const id = nextId++;
      const answered = new Promise<A>((resolve) => {
        // A failed worker: the same function here, on the original request (the copy was transferred).
        waiting.set(id, (reply) => resolve(reply.ok ? reply.answer : runHere(request)));
      });
      if (!options.sliced) target.postMessage({ id, request });
      else
        void copyForWorker(request).then(({ copy, transfer }) => {
          // The worker may have failed while the copy was made: its waiting request ran here already.
          if (worker === target) target.postMessage({ id, request: copy }, transfer);
        });
      return answered;
    },
  };
}

/** The worker side of `workerTask`: answers each request with `run`'s result. */
export function answerTasks<Q, A>(run: (request: Q) => A): void {
  self.onmessage = (event: MessageEvent<{ id: number; request: Q }>) => {
    const { id, request } = event.data;
    let reply: TaskReply<A>;
    try {
      reply = { id, ok: true, answer: run(request) };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    self.postMessage(reply);
  };
}
