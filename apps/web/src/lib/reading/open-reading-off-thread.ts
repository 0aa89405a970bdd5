import { workerCaller } from '../worker-file-reader';
import type { OpenedReading } from './open-reading';
import { type OpenReadingRequest, openRequestedReading } from './open-reading-request';

// openRequestedReading in a Web Worker (lib/reading/open-reading.worker.ts); without one, or if it
// fails, the same call here: the answer never depends on where it ran.
const caller = workerCaller<OpenReadingRequest, OpenedReading>(
  () =>
    new Worker(new URL('./open-reading.worker.ts', import.meta.url), {
      type: 'module',
      name: 'open-reading',
    }),
  openRequestedReading,
);

/**
 * The reading of a file a person opened (read as `request.encoding`), of a kept text, or of a
 * device's record (see openRequestedReading). A device record's bytes are copied to the worker,
 * not transferred: the caller keeps them.
 */
export const openReadingOffThread = (request: OpenReadingRequest): Promise<OpenedReading> =>
  caller.call(request);
