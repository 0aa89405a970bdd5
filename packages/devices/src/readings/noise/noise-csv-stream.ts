// A noise samples CSV read in pieces (a server reads a 49 MB upload from disk through it).
import { withoutBom } from '../../records/utf8.ts';
import type { ReadResult } from '../reading.ts';
import { type NoiseReading, noiseCsvReading } from './noise-reader.ts';
import { type SamplesCsvChunkOptions, samplesCsvChunkReader } from './samples-csv-chunks.ts';

/** Push the file's bytes in order, then `finish`. */
export interface NoiseSamplesCsvReader {
  push(chunk: Uint8Array): void;
  finish(): ReadResult<NoiseReading>;
}

/**
 * readReading for a file that isNoiseSamplesCsvStart accepts, given in pieces: the same answer,
 * without holding the file.
 */
export function noiseSamplesCsvReader(options: SamplesCsvChunkOptions = {}): NoiseSamplesCsvReader {
  const csv = samplesCsvChunkReader(
    options.totalBytes === undefined ? {} : { totalBytes: Math.max(0, options.totalBytes - 3) },
  );
  // readReading drops one BOM before the CSV reader (which drops one more if there is one).
  let start = new Uint8Array(0);
  let started = false;
  const forward = (bytes: Uint8Array) => {
    started = true;
    csv.push(withoutBom(bytes));
  };
  return {
    push(chunk) {
      if (started) return csv.push(chunk);
      const joined = new Uint8Array(start.length + chunk.length);
      joined.set(start);
      joined.set(chunk, start.length);
      if (joined.length >= 3) forward(joined);
      else start = joined;
    },
    finish() {
      if (!started) forward(start);
      return noiseCsvReading(csv.finish());
    },
  };
}
