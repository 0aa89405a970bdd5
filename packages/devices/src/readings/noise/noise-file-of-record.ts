import { dosimeterRecordToNoiseSeries } from '../../families/dosimeter/to-noise-series.ts';
import type { DosimeterRecord } from '../../families/dosimeter/types.ts';
import type { NoiseFile } from './noise-file.ts';

/** A dosimeter record as a noise input: its series on the epoch clock, the record kept beside it. */
export function noiseFileOfRecord(record: DosimeterRecord, model: string): NoiseFile {
  return { source: 'record', series: dosimeterRecordToNoiseSeries(record), record, model };
}
