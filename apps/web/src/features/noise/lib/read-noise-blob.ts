import { fileChecksPassed, loadNoiseFileBytes } from '@ohp/devices/readings';
import type { NoiseFileRead } from './noise-file-messages';

// The noise file worker's work, the same in the worker and, without one, on the main thread.

/**
 * A downloaded noise file parsed from its bytes (a clean dosimeter record is scanned from the bytes,
 * never decoded whole) and the SPEC §5 whole-file checks, on the bytes too (the answers the text
 * Blob.text() decodes would give). The text itself is not answered: the caller has the Blob.
 */
export async function readNoiseBlob(blob: Blob): Promise<Omit<NoiseFileRead, 'text'>> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const parsed = loadNoiseFileBytes(bytes);
  return { parsed, fileChecksPassed: fileChecksPassed(bytes) };
}
