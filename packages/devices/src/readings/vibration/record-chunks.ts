// An AxPro record read from a file in pieces (the CLI): a 7-day record at 1 s is 410 MB, which the
// scanner reads without ever holding the file whole. Anything but a clean record answers undefined:
// readReading on the whole file then gives the reading or the error naming its line. A record read
// cleanly but short of its declared rows throws the line parser's error (recordsMissing) instead.
import { DeviceType, deviceTypeFromDataText } from '../../catalogue.ts';
import { axPro } from '../../families/axPro/index.ts';
import type { AxProRecord } from '../../families/axPro/record.ts';
import { scanAxProChunks } from '../../families/axPro/scan-bytes.ts';
import { type VibrationSeries, vibrationSeriesOf } from './record-series.ts';

export interface VibrationRecordPieces {
  record: AxProRecord;
  /** The model name readReading gives the same record. */
  model: string;
  series: VibrationSeries;
}

/**
 * `firstLine` is the file's first line (as text, without its line end), `chunks` the whole file in
 * pieces cut at line ends, `totalBytes` its size. The record, model and series readReading gives for
 * the same bytes, or undefined (then ask readReading).
 */
export function readVibrationRecordPieces(
  firstLine: string,
  chunks: Iterable<Uint8Array>,
  totalBytes: number,
): VibrationRecordPieces | undefined {
  // The family readReading would send the bytes to (recordFamilyOf: the first line decides).
  const type = deviceTypeFromDataText(firstLine);
  if (type === DeviceType.unknown || type !== axPro.catalogue.type) return undefined;
  const record = scanAxProChunks(chunks, totalBytes);
  if (!record) return undefined;
  return { record, model: axPro.catalogue.name, series: vibrationSeriesOf(record) };
}
