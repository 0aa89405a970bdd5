import { workerCaller } from '../worker-file-reader';
import type { OpenedReading } from './open-reading';
import type { DeviceFamily } from '@ohp/contracts';
import {
  type OpenedAnswer,
  type OpenReadingRequest,
  openDeviceRecordText,
  openRequestedReading,
} from './open-reading-request';

// openRequestedReading in a Web Worker (lib/reading/open-reading.worker.ts); without one, or if it
// fails, the same call here: the answer never depends on where it ran.
const caller = workerCaller<OpenReadingRequest, OpenedAnswer>(
  () =>
    new Worker(new URL('./open-reading.worker.ts', import.meta.url), {
      type: 'module',
      name: 'open-reading',
    }),
  openRequestedReading,
);

/**
 * The reading of a file a person opened (read as `request.encoding`, and its bytes when asked:
 * `keepBytes`) or of a kept text.
 */
export const openReadingOffThread = (request: OpenReadingRequest): Promise<OpenedAnswer> =>
  caller.call(request);

/**
 * The reading of a record just read from a device of `family`: its bytes are given to the worker,
 * not copied (a 24 MB copy on the main thread, in the task that ends the read); the text, decoded
 * from them already, answers here if the worker fails.
 */
export function openDeviceRecordOffThread(
  record: { bytes: Uint8Array; text: string },
  family: DeviceFamily,
): Promise<OpenedReading> {
  const { bytes, text } = record;
  return caller.call({ record: bytes, family }, [bytes.buffer], async () =>
    openDeviceRecordText(text, family),
  );
}
