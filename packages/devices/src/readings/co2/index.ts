export { co2ReadError, type Co2ReadErrorCode, co2ReadErrorCodes } from './errors.ts';
export { co2SeriesFromRecord } from './from-record.ts';
export { type Co2Input, type Co2ReadResult, readCo2 } from './read-co2.ts';
export { Co2CsvReader, looksLikeCo2SamplesCsv, MAX_CO2_ROWS, parseCo2SamplesCsv } from './samples-csv.ts';
