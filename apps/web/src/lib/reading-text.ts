import { blobTextInSlices } from './blob-text';

// A reading's file as read: its text (a device's record, a file opened from the disk) or, for a
// saved measurement, the download itself, decoded only when something needs the text (a save, a
// report's evidence, a reload's copy). Decoding a 10-h AxPro record's 24 MB while its viewer opened
// took ≈ 500 ms of the main thread and ≈ 300 ms of the first chart (docs/decisions.md, session 15).

export type ReadingText = string | Blob | JsonDataText;

/**
 * A download whose text is the string `data` of its JSON answer (GET co2pro/file, SPEC §7), kept
 * as downloaded: parsed only when something needs the text.
 */
export interface JsonDataText {
  readonly jsonAnswer: Blob;
}

/** The text in `data` of a JSON answer's text, read as the API client reads it. */
export function textInJsonAnswer(json: string): string {
  const parsed: unknown = JSON.parse(json);
  const data = parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed;
  if (typeof data !== 'string') throw new Error('The answer holds no text');
  return data;
}

/** One decode per downloaded file, however many saves and reports ask for its text. */
const decoded = new WeakMap<Blob | JsonDataText, Promise<string>>();

/** The text (what `blob.text()` answers for a download: UTF-8, a leading BOM dropped). */
export function readingTextOf(raw: ReadingText): Promise<string> {
  if (typeof raw === 'string') return Promise.resolve(raw);
  let text = decoded.get(raw);
  if (!text) {
    text =
      raw instanceof Blob ? blobTextInSlices(raw) : blobTextInSlices(raw.jsonAnswer).then(textInJsonAnswer);
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
