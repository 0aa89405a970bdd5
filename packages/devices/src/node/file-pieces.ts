// A measurement file read in pieces (bounded memory for week-long records, issue 28): the first
// line for the record's family, then ~8 MB pieces each cut after a line end for a byte scanner.
// Node only (the CLI and the server); the browser has its own File pieces.
import { fstatSync, readSync } from 'node:fs';
import { DeviceError } from '../errors.ts';
import { readBytesAt, withOpenedFile } from './opened-file.ts';
import { HEAD_BYTES } from '../readings/domain-reader.ts';
import { noiseSamplesCsvReader } from '../readings/noise/noise-csv-stream.ts';
import { isNoiseSamplesCsvStart } from '../readings/read-reading.ts';
import type { ReadingResult } from '../readings/reading.ts';

const PIECE = 8 * 1024 * 1024;
const HEAD = 4096;

/** The file in pieces cut after a line end (one buffer, reused: the scanners keep no bytes). */
function* filePieces(fd: number): Generator<Uint8Array> {
  const buffer = new Uint8Array(PIECE);
  let carried = 0;
  for (;;) {
    const got = readSync(fd, buffer, carried, PIECE - carried, null);
    const filled = carried + got;
    if (got === 0) {
      if (filled > 0) yield buffer.subarray(0, filled);
      return;
    }
    const cut = buffer.lastIndexOf(10, filled - 1) + 1;
    // A line longer than a piece is no clean record: the caller reads the file whole instead.
    if (cut === 0) throw new Error('line longer than a piece');
    yield buffer.subarray(0, cut);
    buffer.copyWithin(0, cut, filled);
    carried = filled - cut;
  }
}

/**
 * Runs `scan(firstLine, pieces, size)` over the file; undefined when the file cannot be opened, has
 * no first line within 4 KiB, when `scan` answers undefined or when the pieces cannot be cut at line
 * ends — the caller then reads the file whole (and gets its errors, "cannot read" included, as before).
 * A DeviceError `scan` throws is thrown on: the line parser's own error a byte scanner is sure of
 * (recordsMissing), which reading the file whole would only repeat.
 */
export function scanFileInPieces<T>(
  path: string,
  scan: (firstLine: string, pieces: Iterable<Uint8Array>, totalBytes: number) => T | undefined,
): T | undefined {
  return withOpenedFile(path, (fd) => {
    try {
      const head = readBytesAt(fd, HEAD, 0);
      const nl = head.indexOf(10);
      if (nl < 2) return undefined;
      const firstLine = new TextDecoder().decode(head.subarray(0, head[nl - 1] === 13 ? nl - 1 : nl));
      return scan(firstLine, filePieces(fd), fstatSync(fd).size);
    } catch (error) {
      if (error instanceof DeviceError) throw error;
      return undefined;
    }
  });
}

const CSV_PIECE = 1024 * 1024;

/**
 * readReading for a noise samples CSV on disk, read in pieces of 1 MiB and never held whole (a
 * 3-million-row CSV is 56 MB: its columns are what grows, and the reader stops at its row limit);
 * undefined when the file's start is not such a CSV (isNoiseSamplesCsvStart) or it cannot be read.
 */
export function readNoiseSamplesCsvFile(path: string): ReadingResult | undefined {
  return withOpenedFile(path, (fd) => {
    const size = fstatSync(fd).size;
    if (!isNoiseSamplesCsvStart(readBytesAt(fd, HEAD_BYTES + 3, 0), size)) return undefined;
    const csv = noiseSamplesCsvReader({ totalBytes: size });
    // One buffer for every piece: the reader keeps none after push (it copies a part line).
    const piece = new Uint8Array(CSV_PIECE);
    for (let position = 0; ; ) {
      const read = readSync(fd, piece, 0, CSV_PIECE, position);
      if (read === 0) break;
      csv.push(piece.subarray(0, read));
      position += read;
    }
    return csv.finish();
  });
}
