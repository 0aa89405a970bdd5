// Node-only helpers of the readings (file system access): the CLI and the server import
// `@ohp/devices/node`; the web app never does.
export { cutLineOfRecordFile } from './cut-file.ts';
export { readNoiseSamplesCsvFile, scanFileInPieces } from './file-pieces.ts';
export { readBytesAt, withOpenedFile } from './opened-file.ts';
