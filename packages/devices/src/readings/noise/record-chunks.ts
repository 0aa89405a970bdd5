// A dosimeter record read from a file in pieces (the CLI): a 7-day DoseMax V2 file at 1 s is 105 MB,
// scanned without holding the file. Anything but a clean record answers undefined: readReading on
// the whole file then gives the reading or the error naming its line. A record read cleanly but
// short of its declared rows throws the line parser's error (recordsMissing) instead.
import { catalogueEntry, type DeviceFamily, DeviceType, deviceTypeFromDataText } from '../../catalogue.ts';
import { formatDoseMaxV2, formatDosimeterV1 } from '../../families/dosimeter/format.ts';
import { scanDosimeterChunks } from '../../families/dosimeter/scan-bytes.ts';
import { familyModule } from '../../families/index.ts';
import type { NoiseFile } from './noise-file.ts';
import { noiseFileOfRecord } from './noise-file-of-record.ts';

/**
 * `firstLine` is the file's first line (text, without its line end), `chunks` the whole file in
 * pieces cut after line ends, `totalBytes` its size. The noise file readReading gives for the same
 * bytes — without band levels when `bands` is false (the analysis reports none) — and the family,
 * or undefined (then ask readReading).
 */
export function readNoiseRecordPieces(
  firstLine: string,
  chunks: Iterable<Uint8Array>,
  totalBytes: number,
  options: { bands: boolean },
): { file: NoiseFile; family: DeviceFamily } | undefined {
  // The family readReading would send the bytes to (its first line decides).
  const type = deviceTypeFromDataText(firstLine);
  if (type === DeviceType.unknown) return undefined;
  const family = catalogueEntry(type).family;
  const module = familyModule(family);
  if (module.domain !== 'noise' || !module.record.scanBytes) return undefined;
  // The family's file format, as its module writes (and its byte scanner reads) it.
  const writes = module.record.format as unknown;
  const format = writes === formatDoseMaxV2 ? 'v2' : writes === formatDosimeterV1 ? 'v1' : undefined;
  if (!format) return undefined;
  const record = scanDosimeterChunks(chunks, totalBytes, format, options);
  if (!record) return undefined;
  return { file: noiseFileOfRecord(record, module.catalogue.name), family };
}
