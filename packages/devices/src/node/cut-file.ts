// A device record on disk cut short (records/cut-record.ts), told without reading it whole: its
// first and last 64 KiB for the decision, its line feeds counted through one 8 MB buffer for the
// line's number. What a reader whose scan in pieces refused the file asks before reading it whole
// for the line parser's error: a week-long record cut short then costs the scan's memory, not
// ≈ 7 × the file's size.
import { fstatSync, readSync } from 'node:fs';
import { EXCERPT_BYTES, lineFeeds } from '../records/cut-record.ts';
import { withoutBom } from '../records/utf8.ts';
import { recordCutShort, recordFamilyOf } from '../readings/record-reading.ts';
import { readBytesAt, withOpenedFile } from './opened-file.ts';

const PIECE = 8 * 1024 * 1024;

/**
 * The line a device record file ends inside when it was cut short (its first line names the
 * family), or undefined: a whole record, any other file, or one that cannot be read (the caller's
 * own read then answers).
 */
export function cutLineOfRecordFile(path: string): number | undefined {
  return withOpenedFile(path, (fd) => cutLineOfOpenedRecord(fd));
}

function cutLineOfOpenedRecord(fd: number): number | undefined {
  try {
    const size = fstatSync(fd).size;
    const whole = size <= 2 * EXCERPT_BYTES;
    const start = withoutBom(readBytesAt(fd, whole ? size : EXCERPT_BYTES, 0));
    // The family as the whole-bytes check finds it (cutDomainRecordLine): the same answer on disk.
    const family = recordFamilyOf(start);
    if (family === undefined) return undefined;
    const endAt = whole ? 0 : size - EXCERPT_BYTES;
    const end = whole ? start : readBytesAt(fd, EXCERPT_BYTES, endAt);
    if (!recordCutShort(family, start, end, endAt)) return undefined;
    if (whole) return lineFeeds(start) + 1;
    let feeds = 0;
    const buffer = new Uint8Array(Math.min(PIECE, size));
    for (let position = 0; position < size; ) {
      const got = readSync(fd, buffer, 0, buffer.length, position);
      if (got === 0) break;
      feeds += lineFeeds(buffer.subarray(0, got));
      position += got;
    }
    return feeds + 1;
  } catch {
    return undefined;
  }
}
