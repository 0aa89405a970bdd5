import { workerCaller } from '../worker-file-reader';
import type { OpenedReading } from './open-reading';
import type { DeviceFamily } from '@ohp/contracts';
import type { Reading } from '@ohp/devices/readings';
import type { FileBytes } from '../reading-text';
import {
  type FileEncoding,
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

/** The reading of a kept text. */
export const openReadingOffThread = (request: { text: string }): Promise<OpenedReading> =>
  caller.call(request);

/** A file a person opened, read as its screen decodes it: its reading, and the file as read. */
export type OpenedFile =
  | Extract<OpenedReading, { ok: false }>
  | { ok: true; reading: Reading; file: FileBytes };

/**
 * A file a person opened (the upload box: latin1; a list's "Open file": UTF-8), read and decoded
 * in the worker, which gives its bytes back (transferred): the reading's file, its text decoded when
 * something needs it (`readingTextOf`), never whole on the page at the open.
 */
export async function openFileOffThread(file: Blob, encoding: FileEncoding): Promise<OpenedFile> {
  const opened = await caller.call({ file, encoding });
  if (!opened.ok) return opened;
  if (!opened.fileBytes) throw new Error('The open-reading answer for a file has no bytes');
  return { ok: true, reading: opened.reading, file: { bytes: opened.fileBytes, encoding } };
}

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
