import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileReadReply, FileReadRequest } from './worker-file-reader';
import { workerCaller, workerFileReader } from './worker-file-reader';

// A stand-in for the browser's Worker inside this unit test only: it answers what the test says.
class ScriptedWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly answer: (request: FileReadRequest) => FileReadReply<string> | 'crash') {}
  postMessage(request: FileReadRequest): void {
    queueMicrotask(() => {
      const reply = this.answer(request);
      if (reply === 'crash') this.onerror?.(new ErrorEvent('error', { message: 'boom' }));
      else this.onmessage?.(new MessageEvent('message', { data: reply }));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

const readHere = (blob: Blob) => blob.text().then((text) => `here:${text}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('workerFileReader', () => {
  it('reads on the main thread where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const reader = workerFileReader<string>(() => {
      throw new Error('not called');
    }, readHere);
    expect(await reader.read(new Blob(['a']))).toBe('here:a');
  });

  it("gives the worker's answer to the request that asked, each by its id", async () => {
    vi.stubGlobal('Worker', ScriptedWorker);
    const reader = workerFileReader<string>(
      () =>
        new ScriptedWorker((request) => ({
          id: request.id,
          ok: true,
          read: `worker:${request.id}`,
        })) as never,
      readHere,
    );
    const [first, second] = await Promise.all([reader.read(new Blob(['x'])), reader.read(new Blob(['y']))]);
    expect([first, second]).toEqual(['worker:1', 'worker:2']);
  });

  it('reads here when the worker refuses a file or crashes, and stops using a crashed worker', async () => {
    vi.stubGlobal('Worker', ScriptedWorker);
    let created = 0;
    let worker: ScriptedWorker | undefined;
    const reader = workerFileReader<string>(() => {
      created += 1;
      worker = new ScriptedWorker((request) =>
        request.id === 1 ? { id: 1, ok: false, error: 'unreadable' } : 'crash',
      );
      return worker as never;
    }, readHere);
    expect(await reader.read(new Blob(['refused']))).toBe('here:refused');
    expect(await reader.read(new Blob(['crashed']))).toBe('here:crashed');
    expect(worker?.terminated).toBe(true);
    expect(await reader.read(new Blob(['after']))).toBe('here:after');
    expect(created).toBe(1);
  });
});

describe('workerCaller with a transferred input', () => {
  // The ScriptedWorker takes no transfer list: the buffers a real postMessage would detach are
  // detached here by structuredClone's own transfer, as the browser does.
  class TransferringWorker extends ScriptedWorker {
    override postMessage(request: FileReadRequest, options?: { transfer?: Transferable[] }): void {
      structuredClone(null, { transfer: options?.transfer ?? [] });
      super.postMessage(request);
    }
  }

  it('the buffers go to the worker; a failed worker answers with `here`, not with the emptied input', async () => {
    vi.stubGlobal('Worker', TransferringWorker);
    const caller = workerCaller<Uint8Array, string>(
      () => new TransferringWorker((request) => ({ id: request.id, ok: false, error: 'failed' })) as never,
      async (bytes) => `here:${bytes.length}`,
    );
    const bytes = new Uint8Array([1, 2, 3]);
    expect(await caller.call(bytes, [bytes.buffer], async () => 'kept text')).toBe('kept text');
    expect(bytes.length).toBe(0);
    // Without `here`, the input itself: right when nothing was transferred.
    expect(await caller.call(new Uint8Array(2))).toBe('here:2');
  });
});
