import {
  catalogueEntry,
  deviceTypeFromDataText,
  fileCheckOf,
  type Reading,
  type ReadingResult,
  readReading,
} from '@ohp/devices/readings';

// Every reading a person brings (a device record, an uploaded file, a file opened from a list) goes
// through readReading, after its family's SPEC §5 file check (DoseMax V2): a file failing it is
// refused with the 'attention' alert, any other unreadable file with its translated reason naming
// the line.

export type OpenedReading =
  | { ok: true; reading: Reading }
  | { ok: false; attention: boolean; key: string; values: Record<string, string | number> };

/** A reader's result as a screen opens it: a refusal names its reason, never the 'attention' alert. */
export function openedOf(read: ReadingResult): OpenedReading {
  if (!read.ok) return { ok: false, attention: false, ...read.reason };
  return { ok: true, reading: read.data };
}

export function openReading(text: string): OpenedReading {
  // Checked first: a V2 file missing a line type may still parse, or fail with another reason.
  const check = fileCheckOf(catalogueEntry(deviceTypeFromDataText(text)).family);
  if (check && !check(text)) {
    return { ok: false, attention: true, key: 'devices:records.invalidFile', values: {} };
  }
  return openedOf(readReading(text));
}
