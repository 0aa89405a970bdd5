// Reads a downloaded vibration file off the main thread (an AxPro extended record of a 10 h day is
// ≈ 24 MB of text: parsing it on the main thread held the viewer's first chart ≈ 0.75 s). The
// readings entry keeps this bundle to the parsers.
import { readReading } from '@ohp/devices/readings';
import { answerFileReads } from '../../../lib/worker-file-answers';
import type { VibrationFileRead } from '../lib/vibration-file-messages';

async function read(blob: Blob): Promise<VibrationFileRead> {
  // Blob.text() decodes as UTF-8 with the BOM dropped, as the main-thread path does.
  const text = await blob.text();
  return { read: readReading(text), text };
}

answerFileReads(read, (answer) => answer.read);
