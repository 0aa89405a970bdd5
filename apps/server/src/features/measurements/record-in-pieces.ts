// A clean dosimeter or AxPro record on disk, scanned in pieces by the family's byte scanner: the
// facts of a week-long record without holding its bytes, its text and its band levels at once
// (a 7-day DoseMax V2 file is 105 MB, a 7-day AxPro one 410 MB: issue 28, bounded memory).
import {
  catalogueEntry,
  type DeviceFamily,
  DeviceType,
  deviceTypeFromDataText,
  domainOf,
  fileCheckOf,
  toResult,
} from '@ohp/devices';
import { scanFileInPieces } from '@ohp/devices/node';
import { readNoiseRecordPieces, readVibrationRecordPieces } from '@ohp/devices/readings';
import type { MeasurementFileFacts } from './measurement-file.ts';

const latin1 = new TextDecoder('latin1');

function familyOfFirstLine(firstLine: string): DeviceFamily | undefined {
  const type = deviceTypeFromDataText(firstLine);
  return type === DeviceType.unknown ? undefined : catalogueEntry(type).family;
}

/** A record the scanner read cleanly but short of its declared rows: the line parser's error for it. */
export interface RecordRefused {
  refused: { key: string; values: Record<string, string | number> };
}

/**
 * The facts readMeasurementFile gives for the same file, or undefined for anything but a clean
 * record the scanners read (then the caller reads the file whole and names its errors); the line
 * parser's error for a record read cleanly but short of its rows (RecordRefused). `head` is
 * the file's start the upload kept: the family's whole-file check (SPEC §5: which line kinds appear)
 * only grows true with more lines, so passing on the start passes on the file; failing on it sends
 * the file to the whole read. A scanned record is ASCII, so it is valid UTF-8 as well.
 */
export function recordFactsInPieces(
  path: string,
  head: Uint8Array,
): MeasurementFileFacts | RecordRefused | undefined {
  const read = toResult(() => factsOfPieces(path, head));
  return read.ok ? read.data : { refused: { key: read.reason.key, values: read.reason.values } };
}

function factsOfPieces(path: string, head: Uint8Array): MeasurementFileFacts | undefined {
  return scanFileInPieces(path, (firstLine, pieces, size) => {
    const family = familyOfFirstLine(firstLine);
    if (!family) return undefined;
    const check = fileCheckOf(family);
    if (check && !check(latin1.decode(head))) return undefined;
    if (domainOf(family) === 'noise') {
      const read = readNoiseRecordPieces(firstLine, pieces, size, { bands: false });
      if (!read) return undefined;
      return {
        domain: 'noise',
        family: read.family,
        serialNumber: read.file.record?.serialNumber.trim() || undefined,
      };
    }
    if (domainOf(family) === 'vibration') {
      const read = readVibrationRecordPieces(firstLine, pieces, size);
      if (!read) return undefined;
      return { domain: 'vibration', family, serialNumber: read.record.serialNumber.trim() || undefined };
    }
    return undefined;
  });
}
