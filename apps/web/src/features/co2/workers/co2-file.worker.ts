// Reads a saved CO2 file's text off the main thread (a 7-day CO2Pro record at 1 s is ≈ 12 MB and
// 604,800 registers: read on the main thread it held the viewer for one long task). The readings
// entry keeps this bundle to the parsers.
import { readReading } from '@ohp/devices/readings';
import { answerFileReads } from '../../../lib/worker-file-answers';
import type { Co2FileRead } from '../lib/co2-file-messages';

// The text exactly as the main thread holds it: a leading BOM kept (Blob.text() would drop it).
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

async function read(blob: Blob): Promise<Co2FileRead> {
  return { read: readReading(UTF8.decode(await blob.arrayBuffer())) };
}

answerFileReads(read, (answer) => answer.read);
