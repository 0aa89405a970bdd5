// Reads a downloaded vibration file off the main thread (an AxPro extended record of a 10 h day is
// ≈ 24 MB of text: parsing it on the main thread held the viewer's first chart ≈ 0.75 s). The
// readings entry keeps this bundle to the parsers. The typed arrays of the answer are transferred,
// not copied.
import { readReading } from '@ohp/devices/readings';
import type {
  VibrationFileRead,
  VibrationFileReply,
  VibrationFileRequest,
} from '../lib/vibration-file-messages';

/** Every ArrayBuffer under `value` (the series share the record's arrays), each once. */
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

async function read(blob: Blob): Promise<VibrationFileRead> {
  // Blob.text() decodes as UTF-8 with the BOM dropped, as the main-thread path does.
  const text = await blob.text();
  return { read: readReading(text), text };
}

self.onmessage = async (event: MessageEvent<VibrationFileRequest>) => {
  const { id, blob } = event.data;
  let reply: VibrationFileReply;
  try {
    reply = { id, ok: true, file: await read(blob) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply, { transfer: reply.ok ? [...buffersOf(reply.file.read)] : [] });
};
