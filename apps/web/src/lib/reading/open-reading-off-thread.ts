import { workerCaller } from '../worker-file-reader';
import type { OpenedReading } from './open-reading';
import { type OpenFileRequest, openReadingOfFile } from './open-reading-file';

// openReadingOfFile in a Web Worker (lib/reading/open-reading.worker.ts); without one, or if it
// fails, the same call here: the answer never depends on where it ran.
const caller = workerCaller<OpenFileRequest, OpenedReading>(
  () =>
    new Worker(new URL('./open-reading.worker.ts', import.meta.url), {
      type: 'module',
      name: 'open-reading',
    }),
  openReadingOfFile,
);

/** The reading of a file a person opened, read as `request.encoding` (see openReadingOfFile). */
export const openReadingOffThread = (request: OpenFileRequest): Promise<OpenedReading> =>
  caller.call(request);
