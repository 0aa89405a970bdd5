// readReading of a file read as it arrives (a download as it streams): a clean record of a family
// whose scanner reads pieces is scanned a run of whole lines at a time while the rest is still on
// its way, instead of after the whole file is in (a 10 h AxPro record: 24 MB, ≈ 150 ms of scanning
// that then overlaps the download). Anything else, or a record the scanner does not read cleanly,
// is read whole by readReading at the end: the answer is always readReading's for the same bytes.
import type { DeviceFamily } from '../catalogue.ts';
import { limits } from '../constants.ts';
import { concatBytes } from '../protocol/text.ts';
import { type DeviceRecord, familyModule } from '../families/index.ts';
import type { RecordPieceScanner } from '../family-module.ts';
import { HEAD_BYTES } from './domain-reader.ts';
import { pieceScannedFamily, readingOfScannedRecord, readReading } from './read-reading.ts';
import type { ReadingResult } from './reading.ts';

const NL = 10;

type PieceScanner = RecordPieceScanner<DeviceRecord>;

export interface StreamedReading {
  /** The file's next bytes, cut anywhere; kept (not copied): do not change them afterwards. */
  push(chunk: Uint8Array): void;
  /**
   * readReading's answer for all the bytes pushed, those bytes in the pieces they came in, and
   * whether the answer came from the scan as they came (false: read whole at the end).
   */
  finish(): { read: ReadingResult; chunks: Uint8Array[]; scanned: boolean };
}

/** The chunks as one array (the only one as it is). */
const joined = (chunks: readonly Uint8Array[]): Uint8Array =>
  chunks.length === 1 ? (chunks[0] as Uint8Array) : concatBytes(chunks);

/**
 * `boundBytes`: the most a header may declare room for before the file's length is known (the
 * largest reading the platform reads); a record declaring more is read whole at the end, as is
 * everything that is not a clean record of a family with a piece scanner.
 */
export function streamedReading(boundBytes: number = limits.maxRecordBytes): StreamedReading {
  const chunks: Uint8Array[] = [];
  let length = 0;
  /** undefined: not decided yet (the head is not in); null: read whole at the end. */
  let scanner: PieceScanner | null | undefined;
  let family: DeviceFamily | undefined;
  /** The bytes after the last line feed scanned (copies: a line cut between two chunks). */
  let partial: Uint8Array = new Uint8Array(0);

  /** Scans the whole lines of `chunk` (after the partial line before it); false: read whole. */
  function scan(chunk: Uint8Array): boolean {
    const live = scanner as PieceScanner;
    const last = chunk.lastIndexOf(NL);
    if (last === -1) {
      partial = joined([partial, chunk]);
      return true;
    }
    const first = chunk.indexOf(NL);
    if (partial.length > 0) {
      const line = joined([partial, chunk.subarray(0, first + 1)]);
      if (!live.push(line)) return false;
      if (last > first && !live.push(chunk.subarray(first + 1, last + 1))) return false;
    } else if (!live.push(chunk.subarray(0, last + 1))) return false;
    partial = chunk.slice(last + 1);
    return true;
  }

  /** Gives up scanning: the whole file is read at the end. */
  function scanning(run: () => boolean): void {
    try {
      if (!run()) scanner = null;
    } catch {
      // The scanner's own refusal (a row count it cannot hold): readReading decides.
      scanner = null;
    }
  }

  function decide(): void {
    const head = joined(chunks);
    family = pieceScannedFamily(head.subarray(0, HEAD_BYTES + 3));
    const make = family ? familyModule(family).record.pieceScanner : undefined;
    scanner = make ? make(boundBytes) : null;
    if (scanner) scanning(() => chunks.every((chunk) => scan(chunk)));
  }

  return {
    push(chunk) {
      if (chunk.length === 0) return;
      chunks.push(chunk);
      length += chunk.length;
      if (scanner === undefined) {
        if (length >= HEAD_BYTES + 3) decide();
      } else if (scanner) scanning(() => scan(chunk));
    },
    finish() {
      let record: DeviceRecord | undefined;
      if (scanner) {
        const live = scanner;
        scanning(() => partial.length === 0 || live.push(partial));
        if (scanner) {
          try {
            record = live.finish(length);
          } catch {
            record = undefined;
          }
        }
      }
      const scanned = record !== undefined && family !== undefined;
      const read =
        scanned && family !== undefined && record !== undefined
          ? readingOfScannedRecord(family, record)
          : readReading(joined(chunks));
      return { read, chunks, scanned };
    },
  };
}
