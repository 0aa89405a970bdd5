import { plainInteger, missingRows, scanRowsBytes } from '../../records/scan-rows.ts';
import { type ItempRecord, itempColumns, itempOf } from './record.ts';

/** Thrown when the line checks read another interval or count than the scan did (never expected). */
class HeadMismatch extends Error {}

/**
 * An Itemp record straight from its UTF-8 bytes (records/scan-rows.ts): the record parseItemp gives
 * for the same text, or undefined when the line parser has to decide (and give the error); throws
 * parseItemp's recordsMissing for a clean record short of its declared rows.
 */
export function scanItempBytes(bytes: Uint8Array): ItempRecord | undefined {
  const scanned = scanRowsBytes(bytes, itempColumns, (a) => {
    const interval = plainInteger(a, 4, 1, 3600);
    const count = plainInteger(a, 5, 0, 1e7);
    return interval === undefined || count === undefined ? undefined : { interval, count };
  });
  if (!scanned) return undefined;
  const missing = missingRows(scanned);
  try {
    return itempOf(scanned.lines, (interval, count) => {
      if (interval !== scanned.interval || count !== scanned.count) throw new HeadMismatch();
      if (missing) throw missing;
      return scanned.rows;
    });
  } catch (error) {
    if (missing !== undefined && error === missing) throw error;
    return undefined;
  }
}
