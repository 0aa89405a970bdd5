import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TaskReply, workerTask } from './worker-task';

// A stand-in for the browser's Worker inside this unit test only: it answers what the test says.
class ScriptedWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(
    private readonly answer: (message: { id: number; request: number }) => TaskReply<string> | 'crash',
  ) {}
  postMessage(message: { id: number; request: number }): void {
    queueMicrotask(() => {
      const reply = this.answer(message);
      if (reply === 'crash') this.onerror?.(new ErrorEvent('error', { message: 'boom' }));
      else this.onmessage?.(new MessageEvent('message', { data: reply }));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

const runHere = (n: number) => `here:${n * 2}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('workerTask', () => {
  it('computes on the main thread where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const task = workerTask<number, string>(() => {
      throw new Error('not called');
    }, runHere);
    expect(await task.run(21)).toBe('here:42');
  });

  it("gives the worker's answer to the request that asked, each by its id", async () => {
    vi.stubGlobal('Worker', ScriptedWorker);
    const task = workerTask<number, string>(
      () =>
        new ScriptedWorker(({ id, request }) => ({
          id,
          ok: true,
          answer: `worker:${id}:${request}`,
        })) as never,
      runHere,
    );
    expect(await Promise.all([task.run(1), task.run(2)])).toEqual(['worker:1:1', 'worker:2:2']);
  });

  it('a failed answer or a crashed worker: the same function runs here', async () => {
    vi.stubGlobal('Worker', ScriptedWorker);
    const failing = workerTask<number, string>(
      () => new ScriptedWorker(({ id }) => ({ id, ok: false, error: 'no' })) as never,
      runHere,
    );
    expect(await failing.run(3)).toBe('here:6');
    const crashing = workerTask<number, string>(() => new ScriptedWorker(() => 'crash') as never, runHere);
    expect(await crashing.run(4)).toBe('here:8');
    expect(await crashing.run(5)).toBe('here:10');
  });
});

describe('a sliced request', () => {
  it('reaches the worker as a copy of its typed arrays, transferred; the original stays whole', async () => {
    const posted: { message: unknown; transfer: unknown }[] = [];
    class Recorder extends ScriptedWorker {
      override postMessage(message: { id: number; request: number }, transfer?: unknown): void {
        posted.push({ message, transfer });
        super.postMessage(message);
      }
    }
    vi.stubGlobal('Worker', Recorder);
    const values = Float64Array.from({ length: 300_000 }, (_, i) => i);
    const request = { name: 'week', values: values.subarray(1), nested: [{ lines: Int32Array.of(7, 8) }] };
    const task = workerTask<typeof request, string>(
      () => new Recorder(({ id }) => ({ id, ok: true, answer: 'done' })) as never,
      () => 'here',
      { sliced: true },
    );
    expect(await task.run(request)).toBe('done');
    const sent = posted[0]?.message as { request: typeof request };
    expect(sent.request.name).toBe('week');
    // (Compared by hand: a failed matcher would print 300,000 numbers.)
    expect(sent.request.values === request.values).toBe(false);
    expect(sent.request.values.length).toBe(299_999);
    expect(sent.request.values[299_998]).toBe(299_999);
    expect([...(sent.request.nested[0]?.lines ?? [])]).toEqual([7, 8]);
    expect(sent.request.nested[0]?.lines).toBeInstanceOf(Int32Array);
    expect((posted[0]?.transfer as ArrayBuffer[] | undefined)?.length).toBe(2);
    expect(request.values.length).toBe(299_999);
  });
});
