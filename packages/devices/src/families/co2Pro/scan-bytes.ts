import { zRecordFrame } from '../../records/record-frame.ts';
import { plainInteger, scanRowsBytes } from '../../records/scan-rows.ts';
import { type Co2ProRecord, co2ProColumns, co2ProOf } from './record.ts';

/**
 * A CO2Pro record straight from its UTF-8 bytes (records/scan-rows.ts): the record parseCo2Pro gives
 * for the same text, or undefined when the line parser has to decide (and give the error).
 */
export function scanCo2ProBytes(bytes: Uint8Array): Co2ProRecord | undefined {
  const scanned = scanRowsBytes(bytes, co2ProColumns, (a) => {
    const interval = plainInteger(a, 2, 1, 3600);
    const count = plainInteger(a, 3, 0, 1e7);
    return interval === undefined || count === undefined ? undefined : { interval, count };
  });
  if (!scanned) return undefined;
  try {
    const frame = zRecordFrame(scanned.lines, '5', 4);
    if (frame.intervalSeconds !== scanned.interval || frame.declaredCount !== scanned.count) return undefined;
    return co2ProOf(frame, scanned.rows);
  } catch {
    return undefined;
  }
}
