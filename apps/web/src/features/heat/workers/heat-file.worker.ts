// Reads a downloaded heat file off the main thread (a 7-day Itemp record at 1 s is ≈ 16 MB and
// 604,800 rows: read on the main thread it held the viewer for one long task). The readings entry
// keeps this bundle to the parsers.
import { readReading } from '@ohp/devices/readings';
import { answerFileReads } from '../../../lib/worker-file-answers';
import type { HeatFileRead } from '../lib/heat-file-messages';

const UTF8 = new TextDecoder();

async function read(blob: Blob): Promise<HeatFileRead> {
  // Read from the bytes (the record's byte scanner; readReading answers bytes as it does their
  // text); the text decoded as Blob.text() does (UTF-8, BOM dropped), as the main-thread path has it.
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { read: readReading(bytes), text: UTF8.decode(bytes) };
}

answerFileReads(read, (answer) => answer.read);
