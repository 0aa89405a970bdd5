// Reads a downloaded noise file off the main thread: bytes → loadNoiseFileBytes (a clean dosimeter
// record is scanned from the bytes, never decoded whole), the text (kept to save the file again)
// and the DoseMax V2 validity check. The readings entry keeps this bundle to the parsers (no
// virtual device, session or serial transports).
import { isValidDoseMaxV2File, loadNoiseFileBytes } from '@ohp/devices/readings';
import { answerFileReads } from '../../../lib/worker-file-answers';
import type { NoiseFileRead } from '../lib/noise-file-messages';

const UTF8 = new TextDecoder();

async function read(blob: Blob): Promise<NoiseFileRead> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parsed = loadNoiseFileBytes(bytes);
  // The same text Blob.text() gives (UTF-8, BOM dropped), which loadNoiseFileBytes means too.
  const text = UTF8.decode(bytes);
  return { parsed, text, validDoseMaxV2: isValidDoseMaxV2File(text) };
}

answerFileReads(read, (answer) => answer.parsed);
