// The samples CSV reader for a file that arrives in pieces (a server reading a 49 MB upload from disk):
// the same answer as parseSamplesCsv(whole bytes), holding only the columns and the current pieces.
// Rows are read one batch of whole lines at a time — a piece is cut after its last line feed and the
// partial line is carried to the next — so every row sees its whole line, as in the file read at once.
import { noiseCsvError } from './csv-errors.ts';
import type { RowState } from './csv-rows.ts';
import { readRows } from './csv-rows.ts';
import type { CsvHeader } from './csv-header.ts';
import {
  estimateRows,
  failure,
  findHeader,
  grow,
  parseSamplesBytes,
  rowState,
  type SamplesCsvResult,
} from './samples-csv-bytes.ts';
import { withoutBom } from '../../records/utf8.ts';
import { buildSeries } from './samples-grid.ts';

const NL = 10;

export interface SamplesCsvChunkOptions {
  /** The file's size, if known: the column arrays are sized from it once instead of doubled. */
  totalBytes?: number;
}

/**
 * Push the file's bytes in order, then `finish`. After a failure further pieces are ignored. No piece
 * is kept after `push` returns: a piece may be a view of a buffer the caller then reuses (utf8Pieces).
 */
export interface SamplesCsvChunkReader {
  push(chunk: Uint8Array): void;
  /** True once the answer is known to be an error: the rest of the file need not be read. */
  readonly failed: boolean;
  finish(): SamplesCsvResult;
}

function concat(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0] as Uint8Array;
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

export function samplesCsvChunkReader(options: SamplesCsvChunkOptions = {}): SamplesCsvChunkReader {
  // Until the header is found (and a line feed seen: a file without one has its CRs read as line
  // ends, which only the whole file can tell) the pieces are kept; after, only the partial line.
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  let header: CsvHeader | null = null;
  // Once a line feed was seen, the lines looked at (blank or comments) are dropped: `dropped` bytes.
  let scan = { lineNo: 0, bomChecked: false, bom: 0, dropped: 0 };
  let state: RowState | null = null;
  let result: SamplesCsvResult | null = null;

  const fail = (error: unknown) => {
    result = failure(error);
    pending = [];
    pendingLength = 0;
  };

  /** A piece without a line feed, kept until one comes: a copy (the caller may reuse its buffer). */
  function keep(chunk: Uint8Array) {
    pending.push(chunk.slice());
    pendingLength += chunk.length;
  }

  function startRows(bytes: Uint8Array, h: CsvHeader, pos: number, lineNo: number) {
    const remaining =
      options.totalBytes !== undefined
        ? options.totalBytes - scan.bom - scan.dropped - pos
        : bytes.length - pos;
    header = h;
    state = rowState(h, lineNo, estimateRows(remaining, bytes, pos));
  }

  /**
   * Header stage: what was kept (the line not ended yet) and the new piece, scanned for the header.
   * The lines looked at are dropped, so a file of blank lines is not copied again for every piece.
   */
  function seekHeader(chunk: Uint8Array) {
    if (chunk.indexOf(NL) === -1) {
      keep(chunk);
      return;
    }
    pending.push(chunk);
    pendingLength += chunk.length;
    let all = concat(pending, pendingLength);
    if (!scan.bomChecked) {
      scan.bomChecked = true;
      scan.bom = all.length - withoutBom(all).length;
      all = all.subarray(scan.bom);
    }
    const found = findHeader(all, 0, scan.lineNo, true);
    if (found.header === null) {
      const rest = all.slice(found.pos);
      pending = [rest];
      pendingLength = rest.length;
      scan = { ...scan, lineNo: found.lineNo, dropped: scan.dropped + found.pos };
      return;
    }
    startRows(all, found.header, found.pos, found.lineNo);
    pending = [];
    pendingLength = 0;
    rowsOf(all.subarray(found.pos));
  }

  /**
   * Row stage: whole lines now, the partial last line kept for the next piece. The line the kept
   * part begins is completed and read alone, the rest of the piece in place: joining the part to
   * the whole piece copied every piece (a 56 MB file read in 1 MiB pieces left 56 MB of copies
   * for the collector, ≈ 32 MB more peak memory).
   */
  function rowsOf(chunk: Uint8Array) {
    const last = chunk.lastIndexOf(NL);
    if (last === -1) {
      keep(chunk);
      return;
    }
    let from = 0;
    if (pendingLength > 0) {
      from = chunk.indexOf(NL) + 1;
      const line = concat([...pending, chunk.subarray(0, from)], pendingLength + from);
      readRows(line, 0, header as CsvHeader, state as RowState, grow);
    }
    if (from <= last)
      readRows(chunk.subarray(from, last + 1), 0, header as CsvHeader, state as RowState, grow);
    // A copy: the caller's piece (a 64 KiB stream buffer) is not kept for its last few bytes.
    pending = last + 1 < chunk.length ? [chunk.slice(last + 1)] : [];
    pendingLength = chunk.length - last - 1;
  }

  return {
    push(chunk) {
      if (result !== null || chunk.length === 0) return;
      try {
        if (header === null) seekHeader(chunk);
        else rowsOf(chunk);
      } catch (error) {
        fail(error);
      }
    },
    get failed() {
      return result !== null && !result.ok;
    },
    finish() {
      if (result !== null) return result;
      try {
        if (header === null && !scan.bomChecked) {
          // Never a line feed: what was kept is the whole file (its CRs may be its line ends).
          result = { ok: true, data: parseSamplesBytes(concat(pending, pendingLength)) };
        } else if (header === null) {
          // Only blank lines and comments so far: the header can be the last line, without its line feed.
          const rest = concat(pending, pendingLength);
          const found = findHeader(rest, 0, scan.lineNo, false);
          if (found.header === null) throw noiseCsvError('empty');
          startRows(rest, found.header, found.pos, found.lineNo);
          const rows = state as RowState;
          readRows(rest, found.pos, found.header, rows, grow);
          result = { ok: true, data: buildSeries(rows.cols, rows.rows) };
        } else {
          const rows = state as RowState;
          if (pendingLength > 0) readRows(concat(pending, pendingLength), 0, header, rows, grow);
          result = { ok: true, data: buildSeries(rows.cols, rows.rows) };
        }
      } catch (error) {
        fail(error);
      }
      pending = [];
      return result as SamplesCsvResult;
    },
  };
}

/** parseSamplesCsv for bytes given in pieces (any boundaries): the same result. */
export function parseSamplesCsvChunks(
  chunks: Iterable<Uint8Array>,
  options: SamplesCsvChunkOptions = {},
): SamplesCsvResult {
  const reader = samplesCsvChunkReader(options);
  for (const chunk of chunks) {
    reader.push(chunk);
    if (reader.failed) break;
  }
  return reader.finish();
}

/** parseSamplesCsvChunks for a stream (e.g. a file read from disk); stops reading at the first error. */
export async function parseSamplesCsvStream(
  chunks: AsyncIterable<Uint8Array>,
  options: SamplesCsvChunkOptions = {},
): Promise<SamplesCsvResult> {
  const reader = samplesCsvChunkReader(options);
  for await (const chunk of chunks) {
    reader.push(chunk);
    if (reader.failed) break;
  }
  return reader.finish();
}
