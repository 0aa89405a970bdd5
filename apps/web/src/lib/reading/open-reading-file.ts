import { type OpenedReading, openReading } from './open-reading';

// A file a person opens (the upload box, a list's "Open file") read as its screen decodes it, then
// opened as every reading is (openReading). The work of the open-reading worker, and the same
// work on the main thread where there is no worker.

/** How a screen decodes a file: the upload box as latin1 (no byte fails), a list as UTF-8. */
export type FileEncoding = 'latin1' | 'utf-8';

/** A file with how its screen decodes it, or a text already decoded (a reading kept for a reload). */
export type OpenFileRequest = { file: Blob; encoding: FileEncoding } | { text: string };

/** The text decoded as `TextDecoder(encoding)` does (UTF-8: a leading BOM dropped, as Blob.text()). */
async function fileText(request: OpenFileRequest): Promise<string> {
  if ('text' in request) return request.text;
  return new TextDecoder(request.encoding).decode(await request.file.arrayBuffer());
}

export async function openReadingOfFile(request: OpenFileRequest): Promise<OpenedReading> {
  return openReading(await fileText(request));
}
