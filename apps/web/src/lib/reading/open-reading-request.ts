import type { DeviceFamily } from '@ohp/contracts';
import { decodeText, readDeviceRecord } from '@ohp/devices/readings';
import type { FileBytes } from '../reading-text';
import { type OpenedReading, openedOf, openReading } from './open-reading';

// What the open-reading worker opens, and the same work on the main thread where there is no
// worker: a file a person opens (the upload box, a list's "Open file"), read as its screen decodes
// it, then opened as every reading is (openReading); a reading's text kept for a reload; and a
// record just read from a device, parsed by that device's family module.

/** How a screen decodes a file: the upload box as latin1 (no byte fails), a list as UTF-8. */
export type FileEncoding = FileBytes['encoding'];

/**
 * A file with how its screen decodes it; a text already decoded (a reading kept for a reload); or a
 * record's bytes as the device of `family` sent them (DeviceSession.readRecordText).
 */
export type OpenReadingRequest =
  | { file: Blob; encoding: FileEncoding }
  | { text: string }
  | { record: Uint8Array; family: DeviceFamily };

/**
 * The answer: for a file that reads, also its bytes as read (the screen keeps them as the reading's
 * file, decoded when something needs its text: decoding a week's 48 MB on the main thread held the
 * page for 143–192 ms).
 */
export type OpenedAnswer = OpenedReading & { fileBytes?: Uint8Array };

/**
 * A device's record read as the session's readRecord reads it (readDeviceRecord of its latin1 text):
 * the family parser's error naming the line when it is not such a record, never the file check's
 * 'attention' alert (that is for files a person brings).
 */
export const openDeviceRecordText = (text: string, family: DeviceFamily): OpenedReading =>
  openedOf(readDeviceRecord(family, text));

export async function openRequestedReading(request: OpenReadingRequest): Promise<OpenedAnswer> {
  // Decoded as the session decodes what the device sent (decodeText).
  if ('record' in request) return openDeviceRecordText(decodeText(request.record), request.family);
  if ('text' in request) return openReading(request.text);
  const bytes = new Uint8Array(await request.file.arrayBuffer());
  // As TextDecoder(encoding) decodes (UTF-8: a leading BOM dropped, as Blob.text()).
  const opened = openReading(new TextDecoder(request.encoding).decode(bytes));
  return opened.ok ? { ...opened, fileBytes: bytes } : opened;
}
