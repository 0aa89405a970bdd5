// Reads a downloaded noise file off the main thread: bytes → loadNoiseFileBytes (a clean dosimeter
// record is scanned from the bytes, never decoded whole), the text (kept to save the file again)
// and the DoseMax V2 validity check. The typed arrays of the answer are transferred, not copied.
// The readings entry keeps this bundle to the parsers (no virtual device, session or serial transports).
import { isValidDoseMaxV2File, loadNoiseFileBytes } from '@ohp/devices/readings';
import type { NoiseFileRead, NoiseFileReply, NoiseFileRequest } from '../lib/noise-file-messages';

const UTF8 = new TextDecoder();

/** Every ArrayBuffer under `value` (typed arrays of the series and the record), each once. */
function buffersOf(value: unknown, out = new Set<ArrayBuffer>()): Set<ArrayBuffer> {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) out.add(value.buffer);
  } else if (Array.isArray(value)) {
    for (const item of value) buffersOf(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) buffersOf(item, out);
  }
  return out;
}

async function read(blob: Blob): Promise<NoiseFileRead> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parsed = loadNoiseFileBytes(bytes);
  // The same text Blob.text() gives (UTF-8, BOM dropped), which loadNoiseFileBytes means too.
  const text = UTF8.decode(bytes);
  return { parsed, text, validDoseMaxV2: isValidDoseMaxV2File(text) };
}

self.onmessage = async (event: MessageEvent<NoiseFileRequest>) => {
  const { id, blob } = event.data;
  let reply: NoiseFileReply;
  try {
    reply = { id, ok: true, read: await read(blob) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply, { transfer: reply.ok ? [...buffersOf(reply.read.parsed)] : [] });
};
