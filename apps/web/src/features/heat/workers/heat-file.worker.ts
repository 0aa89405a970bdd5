// Reads a downloaded heat file off the main thread (a 7-day Itemp record at 1 s is ≈ 16 MB and
// 604,800 rows: read on the main thread it held the viewer for one long task). The readings entry
// keeps this bundle to the parsers.
import { readReading } from '@ohp/devices/readings';
import { answerFileReads } from '../../../lib/worker-file-answers';
import type { HeatFileRead } from '../lib/heat-file-messages';

async function read(blob: Blob): Promise<HeatFileRead> {
  // Blob.text() decodes as UTF-8 with the BOM dropped, as the main-thread path does.
  const text = await blob.text();
  return { read: readReading(text), text };
}

answerFileReads(read, (answer) => answer.read);
