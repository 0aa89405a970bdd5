import {
  deviceTypeFromDataText,
  isValidDoseMaxV2File,
  type Reading,
  readReading,
  typeOfFamily,
} from '@ohp/devices';

// Every reading a person brings (a device record, an uploaded file, a file opened from a list) goes
// through readReading, then the SPEC §5 DoseMax V2 check: an invalid V2 file is refused with the
// 'attention' alert, any other unreadable file with its translated reason naming the line.

export type OpenedReading =
  | { ok: true; reading: Reading }
  | { ok: false; attention: boolean; key: string; values: Record<string, string | number> };

export function openReading(text: string): OpenedReading {
  // Checked first: a V2 file missing a line type may still parse, or fail with another reason.
  if (deviceTypeFromDataText(text) === typeOfFamily('doseMaxV2') && !isValidDoseMaxV2File(text)) {
    return { ok: false, attention: true, key: 'devices:records.invalidFile', values: {} };
  }
  const read = readReading(text);
  if (!read.ok) return { ok: false, attention: false, ...read.reason };
  return { ok: true, reading: read.data };
}
