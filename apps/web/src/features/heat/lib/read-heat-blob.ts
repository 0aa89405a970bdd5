import { type ReadingResult, readReading } from '@ohp/devices/readings';

// The heat file worker's work, the same in the worker and, without one, on the main thread.

/** readReading of a downloaded heat file, from its bytes (the Itemp byte scanner). */
export async function readHeatBlob(blob: Blob): Promise<ReadingResult> {
  return readReading(new Uint8Array(await blob.arrayBuffer()));
}
