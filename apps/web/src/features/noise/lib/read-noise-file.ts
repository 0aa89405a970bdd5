import { isValidDoseMaxV2File, loadNoiseFile } from '@ohp/devices';
import type { NoiseFileRead, NoiseFileReply, NoiseFileRequest } from './noise-file-messages';

// Reads a downloaded noise file in a Web Worker, so that parsing a 24 h record (15 MB) never blocks
// the main thread while the viewer's code loads and renders. Where there is no Worker (tests, old
// browsers) or the worker fails, the same reading happens here: loadNoiseFile on Blob.text(),
// which the worker's byte path matches exactly (packages/devices scan-bytes.test.ts).

type Waiting = (reply: NoiseFileReply) => void;

let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function failAll(message: string): void {
  for (const [id, done] of waiting) done({ id, ok: false, error: message });
  waiting.clear();
}

/** The shared worker, created on first use; null when this environment cannot have it. */
function noiseFileWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const created = new Worker(new URL('../workers/noise-file.worker.ts', import.meta.url), {
      type: 'module',
      name: 'noise-file',
    });
    created.onmessage = (event: MessageEvent<NoiseFileReply>) => {
      const done = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      done?.(event.data);
    };
    // A worker that cannot load or crashed: read on the main thread from now on.
    created.onerror = (event) => {
      event.preventDefault();
      worker = null;
      created.terminate();
      failAll(event.message || 'noise file worker failed');
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker early (e.g. when the download starts) so that it is ready for the file. */
export function prepareNoiseFileReader(): void {
  noiseFileWorker();
}

async function readHere(blob: Blob): Promise<NoiseFileRead> {
  const text = await blob.text();
  return { parsed: loadNoiseFile(text), text, validDoseMaxV2: isValidDoseMaxV2File(text) };
}

/** Parses a noise file (device record, DoseMax V2 file or samples CSV) as loadNoiseFile does. */
export function readNoiseFile(blob: Blob): Promise<NoiseFileRead> {
  const target = noiseFileWorker();
  if (!target) return readHere(blob);
  return new Promise<NoiseFileRead>((resolve) => {
    const id = nextId++;
    waiting.set(id, (reply) => resolve(reply.ok ? reply.read : readHere(blob)));
    const request: NoiseFileRequest = { id, blob };
    target.postMessage(request);
  });
}
