import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileReadReply, FileReadRequest } from './worker-file-reader';
import { workerFileReader } from './worker-file-reader';

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
