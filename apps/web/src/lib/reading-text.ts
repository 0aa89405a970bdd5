import { blobTextInSlices } from './blob-text';

// A reading's file as read: its text (a device's record), the bytes of a file opened from the disk,
// or, for a saved measurement, the download itself, decoded only when something needs the text (a
// save, a report's evidence, a reload's copy). Decoding a 10-h AxPro record's 24 MB while its viewer
// opened took ≈ 500 ms of the main thread and ≈ 300 ms of the first chart (docs/decisions.md,
// session 15); a 7-day AxPro file's 48 MB decoded on /upload, one task of 143–192 ms (session 25).

export type ReadingText = string | Blob | JsonDataText | FileBytes;

/**
 * A file opened from the disk, as read: its text is their decoding as its screen decodes it (the
 * upload box: latin1, as the device protocol; a list's "Open file": UTF-8, a leading BOM dropped).
 */
export interface FileBytes {
  readonly bytes: Uint8Array;
  readonly encoding: 'latin1' | 'utf-8';
}

/** Bytes decoded per task (a streaming decoder: a character cut between two slices stays whole). */
const FILE_SLICE = 1 << 22;

/**
 * The file's text in slices of `sliceBytes` bytes, each decoded when it is asked for, in order; joined,
 * TextDecoder(encoding)'s text of the whole. UTF-8 goes through one streaming decoder (a character
 * cut between two slices stays whole). Latin1 is one character a byte and is decoded slice by slice
 * without `stream`: Node decodes 0x80–0x9F differently in a stream (ICU's windows-1252) and at once
 * (ISO-8859-1), where a browser decodes both as windows-1252.
 */
export function* fileTextSlices(
  file: FileBytes,
  sliceBytes = FILE_SLICE,
): Generator<string, void, undefined> {
  const { bytes } = file;
  const decoder = new TextDecoder(file.encoding);
  for (let at = 0; at < bytes.length; at += sliceBytes) {
    const stream = file.encoding === 'utf-8' && at + sliceBytes < bytes.length;
    yield decoder.decode(bytes.subarray(at, at + sliceBytes), { stream });
  }
}

/** TextDecoder(encoding)'s text of the file's bytes, a slice per task (each ≈ 15 ms on a slow VM). */
export async function fileTextInSlices(file: FileBytes, sliceBytes = FILE_SLICE): Promise<string> {
  // `+=`: a rope until the text is read whole, as blobTextInSlices.
  let text = '';
  for (const slice of fileTextSlices(file, sliceBytes)) {
    if (text !== '') await new Promise((resolve) => setTimeout(resolve, 0));
    text += slice;
  }
  return text;
}

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
const decoded = new WeakMap<Blob | JsonDataText | FileBytes, Promise<string>>();

/**
 * The text (what `blob.text()` answers for a download: UTF-8, a leading BOM dropped; a file opened
 * from the disk: its bytes decoded as its screen decodes them).
 */
export function readingTextOf(raw: ReadingText): Promise<string> {
  if (typeof raw === 'string') return Promise.resolve(raw);
  let text = decoded.get(raw);
  if (!text) {
    text =
      raw instanceof Blob
        ? blobTextInSlices(raw)
        : 'bytes' in raw
          ? fileTextInSlices(raw)
          : blobTextInSlices(raw.jsonAnswer).then(textInJsonAnswer);
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
