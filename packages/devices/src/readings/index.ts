// @ohp/devices/readings: the parse step of every reading (records and samples CSV) without the
// emulator's virtual device, the session or the serial transports (what a web worker bundles).
export * from './read-reading.ts';
// What a screen opening a file checks first (the family its text names), without the main entry.
export { catalogueEntry, deviceTypeFromDataText } from '../catalogue.ts';
export * from './co2/index.ts';
export * from './heat/index.ts';
export * from './vibration/index.ts';
export * from './noise/load-noise-file.ts';
export { readNoiseRecordPieces } from './noise/record-chunks.ts';
export { endsMidLine } from './record-reading.ts';
export { looksLikeSamplesCsv } from './noise/noise-file.ts';
export { domainReaders } from './domains.ts';
// How a device's bytes are read as text (the session's own decoding), for a worker given the bytes.
export { decodeText } from '../protocol/text.ts';
export { HEAD_BYTES, headOf, sniffConfidence } from './domain-reader.ts';
export { CsvError, type CsvErrorReason } from './csv-error.ts';
export { type CsvErrorCode, type NoiseCsvErrorReason, noiseCsvError } from './noise/csv-errors.ts';
export { MAX_LEVEL_DB, MIN_LEVEL_DB, parseSamplesCsv, type SamplesCsvResult } from './noise/samples-csv.ts';
export { formatSamplesCsv, type SamplesCsvWriteOptions } from './noise/samples-csv-write.ts';
export { MAX_INTERVALS } from './noise/samples-grid.ts';
export { isValidDoseMaxV2Bytes, isValidDoseMaxV2File } from '../families/dosimeter/parse.ts';
export {
  type DeviceRecord,
  fileCheckOf,
  fileChecksPassed,
  parseReadingFile,
  parseRecord,
} from '../records/parse-record.ts';
