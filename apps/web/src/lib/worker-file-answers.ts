// The worker side of `workerCaller`: answers each request sent to it with `answer`'s result, the
// typed arrays under it transferred, not copied (a 24 h record's series are tens of MB).
import type { WorkerReply, WorkerRequest } from './worker-file-reader';

/** Every ArrayBuffer under `value` (typed arrays of series and records), each once. */
export function buffersOf(value: unknown, out = new Set<ArrayBuffer>()): Set<ArrayBuffer> {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) out.add(value.buffer);
  } else if (Array.isArray(value)) {
    for (const item of value) buffersOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) buffersOf(item, out);
  }
  return out;
}

/** Installs the worker's message handler; `transferable` picks what of the answer to transfer. */
export function answerRequests<I, T>(
  answer: (input: I) => Promise<T>,
  transferable: (answer: T) => unknown,
): void {
  self.onmessage = async (event: MessageEvent<WorkerRequest<I>>) => {
    const { id, input } = event.data;
    let reply: WorkerReply<T>;
    try {
      reply = { id, ok: true, read: await answer(input) };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    self.postMessage(reply, { transfer: reply.ok ? [...buffersOf(transferable(reply.read))] : [] });
  };
}

/** The file workers' handler: each Blob sent is answered with `read`'s result. */
export const answerFileReads: <T>(
  read: (blob: Blob) => Promise<T>,
  transferable: (answer: T) => unknown,
) => void = answerRequests;
