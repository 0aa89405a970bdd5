export { crc32, crc32Update } from './crc32.ts';
export { columnName, type XlsxCell, xmlText } from './sheet-xml.ts';
export { validSheetName, xlsxMimeType, xlsxStream } from './xlsx-stream.ts';
export { type RawDeflater, type ZipEntry, zipStream } from './zip-stream.ts';
