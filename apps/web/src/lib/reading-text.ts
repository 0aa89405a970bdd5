import { blobTextInSlices } from './blob-text';

// A reading's file as read: its text (a device's record, a file opened from the disk) or, for a
// saved measurement, the download itself, decoded only when something needs the text (a save, a
// report's evidence, a reload's copy). Decoding a 10-h AxPro record's 24 MB while its viewer opened
// took ≈ 500 ms of the main thread and ≈ 300 ms of the first chart (docs/decisions.md, session 15).

export type ReadingText = string | Blob;

/** One decode per downloaded file, however many saves and reports ask for its text. */
const decoded = new WeakMap<Blob, Promise<string>>();

/** The text (what `blob.text()` answers for a download: UTF-8, a leading BOM dropped). */
export function readingTextOf(raw: ReadingText): Promise<string> {
  if (typeof raw === 'string') return Promise.resolve(raw);
  let text = decoded.get(raw);
  if (!text) {
    text = blobTextInSlices(raw);
    // A failed read is not kept: the next ask tries again.
    text.catch(() => decoded.delete(raw));
    decoded.set(raw, text);
  }
  return text;
}

/** The text's UTF-8 bytes (a report's evidence: the file as the reading was made from it). */
export async function readingBytesOf(raw: ReadingText): Promise<Uint8Array> {
  return new TextEncoder().encode(await readingTextOf(raw));
}
