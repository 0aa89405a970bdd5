import { constants, deflateRawSync } from 'node:zlib';
import type { RawDeflater } from '@ohp/reports/xlsx';

/**
 * node:zlib as the XLSX writer's raw DEFLATE: each batch of the sheet is compressed on its own and
 * ends on a sync flush (byte-aligned, stream still open), then one final empty block closes it.
 * Compressing batch by batch loses matches across batches but keeps memory at one batch; a
 * 100,000-user workbook goes from 33 MB stored to 2.4 MB (bench/admin, docs/admin.md).
 */
export const zlibDeflater = (): RawDeflater => ({
  chunk: (bytes) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
  finish: () => Uint8Array.of(0x03, 0x00),
});
