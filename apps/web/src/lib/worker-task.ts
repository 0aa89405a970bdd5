// One computation run off the main thread (the day-by-day results of a week-long record): the
// request goes to a Web Worker and its answer comes back; where there is no Worker (unit tests,
// old browsers) or the worker fails, the same function runs here, so the answer never depends on
// where it was computed. The worker side is `answerTasks`.

export type TaskReply<T> = { id: number; ok: true; answer: T } | { id: number; ok: false; error: string };

export interface WorkerTask<Q, A> {
  run(request: Q): Promise<A>;
}

/**
 * `createWorker` must call `new Worker(new URL('…', import.meta.url))` itself: the bundler finds
 * the worker's file from that expression in the feature's own module.
 */
export function workerTask<Q, A>(createWorker: () => Worker, runHere: (request: Q) => A): WorkerTask<Q, A> {
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
      return new Promise<A>((resolve) => {
        const id = nextId++;
        waiting.set(id, (reply) => resolve(reply.ok ? reply.answer : runHere(request)));
        target.postMessage({ id, request });
      });
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
