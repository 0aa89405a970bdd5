import { readReading } from '@ohp/devices/readings';
import type { VibrationFileRead, VibrationFileReply, VibrationFileRequest } from './vibration-file-messages';

// Reads a downloaded vibration file in a Web Worker (as the noise domain does its files), so that a
// 10 h extended AxPro record (24 MB) is parsed while the viewer's code loads, never blocking the
// main thread. Where there is no Worker (unit tests, old browsers) or the worker fails, the same
// readReading runs here on Blob.text().

type Waiting = (reply: VibrationFileReply) => void;

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function failAll(message: string): void {
  for (const [id, done] of waiting) done({ id, ok: false, error: message });
  waiting.clear();
}

/** The worker, created on first use; null when this environment cannot have it. */
function vibrationFileWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const created = new Worker(new URL('../workers/vibration-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vibration-file',
    });
    created.onmessage = (event: MessageEvent<VibrationFileReply>) => {
      const done = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      done?.(event.data);
    };
    // A worker that cannot load or crashed: read on the main thread from now on.
    created.onerror = (event) => {
      event.preventDefault();
      worker = null;
      created.terminate();
      failAll(event.message || 'vibration file worker failed');
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker early (when the download starts) so that it is ready for the file. */
export function prepareVibrationFileReader(): void {
  vibrationFileWorker();
}

async function readHere(blob: Blob): Promise<VibrationFileRead> {
  const text = await blob.text();
  return { read: readReading(text), text };
}

/** readReading of a downloaded file, with its text. */
export function readVibrationFile(blob: Blob): Promise<VibrationFileRead> {
  const target = vibrationFileWorker();
  if (!target) return readHere(blob);
  return new Promise<VibrationFileRead>((resolve) => {
    const id = nextId++;
    waiting.set(id, (reply) => resolve(reply.ok ? reply.file : readHere(blob)));
    const request: VibrationFileRequest = { id, blob };
    target.postMessage(request);
  });
}
