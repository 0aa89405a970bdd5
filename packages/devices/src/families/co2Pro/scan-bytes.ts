import { zRecordFrame } from '../../records/record-frame.ts';
import { plainInteger, missingRows, scanRowsBytes } from '../../records/scan-rows.ts';
import { type Co2ProRecord, co2ProColumns, co2ProOf } from './record.ts';

/**
 * A CO2Pro record straight from its UTF-8 bytes (records/scan-rows.ts): the record parseCo2Pro gives
 * for the same text, or undefined when the line parser has to decide (and give the error); throws
 * parseCo2Pro's recordsMissing for a clean record short of its declared rows.
 */
export function scanCo2ProBytes(bytes: Uint8Array): Co2ProRecord | undefined {
  const scanned = scanRowsBytes(bytes, co2ProColumns, (a) => {
    const interval = plainInteger(a, 2, 1, 3600);
    const count = plainInteger(a, 3, 0, 1e7);
    return interval === undefined || count === undefined ? undefined : { interval, count };
  });
  if (!scanned) return undefined;
  let frame: ReturnType<typeof zRecordFrame>;
  try {
    frame = zRecordFrame(scanned.lines, '5', 4);
  } catch {
    return undefined;
  }
  if (frame.intervalSeconds !== scanned.interval || frame.declaredCount !== scanned.count) return undefined;
  // parseCo2Pro's order: the frame's checks, parseRows (recordsMissing), then the record's.
  const missing = missingRows(scanned);
  if (missing) throw missing;
  try {
    return co2ProOf(frame, scanned.rows);
  } catch {
    return undefined;
  }
}
