// A downloaded file's text, decoded a slice per task. Blob.text() decodes the whole file in one
// main-thread task (a 7-day noise record's 15 MB: a 205-ms task, the longest of the viewer's open);
// a slice of SLICE_BYTES at a time keeps each decode ≈ 10–15 ms, the rest of the page's work running
// between them.

const SLICE_BYTES = 1 << 20;

/** What `blob.text()` answers (UTF-8, a leading BOM dropped, bad bytes replaced by U+FFFD). */
export async function blobTextInSlices(blob: Blob, sliceBytes = SLICE_BYTES): Promise<string> {
  if (blob.size <= sliceBytes) return blob.text();
  const decoder = new TextDecoder();
  const read = (at: number) => blob.slice(at, at + sliceBytes).arrayBuffer();
  // `+=`: the pieces stay a rope until the text is first read whole (a save, a report's evidence),
  // not copied into one string in the last task here as `join` would.
  let text = '';
  // The next slice is asked for before this one is decoded: one read at a time left 40–60 ms
  // between slices (a 10-h AxPro record's text took ≈ 250 ms to arrive).
  let next: Promise<ArrayBuffer> | undefined = read(0);
  for (let at = 0; next; at += sliceBytes) {
    const bytes = new Uint8Array(await next);
    next = at + sliceBytes < blob.size ? read(at + sliceBytes) : undefined;
    text += decoder.decode(bytes, { stream: true });
  }
  return text + decoder.decode();
}
