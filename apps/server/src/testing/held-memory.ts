import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// For the memory tests of streamed answers (docs/storage.md): what this process holds, after full
// collections, so the figure is what is kept, not garbage not yet swept (buffers are freed by a
// background sweeper: a few rounds with a pause between them).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap in use plus array buffers, in bytes, after four full collections. */
export async function heldMemory(): Promise<number> {
  for (let round = 0; round < 4; round += 1) {
    gc();
    await new Promise((wait) => setTimeout(wait, 25));
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
