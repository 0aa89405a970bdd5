// The samples CSV given as text (a file the browser read with file.text(), a reading kept across a
// reload): its UTF-8 bytes made a piece of whole lines at a time into one reused buffer and each
// piece read as it is made, instead of the whole file's bytes first (17 MB for a day with bands,
// whose fresh pages cost 10–20 ms to touch). The same answer as the whole bytes' reader, line
// numbers included: rows are read a batch of whole lines at a time, as the reader is made for.
import { utf8Bytes } from '../../records/utf8.ts';
import { utf8Pieces } from '../../records/text-pieces.ts';
import { readRows, type RowState } from './csv-rows.ts';
import type { CsvHeader } from './csv-header.ts';
import { noiseCsvError } from './csv-errors.ts';
import {
  estimateRows,
  findHeader,
  grow,
  parseSamplesBytes,
  rowState,
  withoutBom,
} from './samples-csv-bytes.ts';
import { buildSeries } from './samples-grid.ts';
import type { NoiseSeries } from '@ohp/exposure';

/** (The piece sizes are utf8Pieces' defaults; parameters for the tests.) */
export function parseSamplesText(text: string, pieceChars?: number, bufferBytes?: number): NoiseSeries {
  // A text without a line feed has its CRs read as line ends: only the whole bytes' reader sees that.
  if (text.indexOf('\n') === -1) return parseSamplesBytes(utf8Bytes(text));
  let header: CsvHeader | null = null;
  let state: RowState | null = null;
  let lineNo = 0;
  let bytesBefore = 0;
  let first = true;
  for (const made of utf8Pieces(text, pieceChars, bufferBytes)) {
    const piece = first ? withoutBom(made) : made;
    first = false;
    if (header !== null && state !== null) {
      readRows(piece, 0, header, state, grow);
    } else {
      const found = findHeader(piece, 0, lineNo, false);
      lineNo = found.lineNo;
      if (found.header !== null) {
        header = found.header;
        // The rows' bytes left, as if one byte a character (a text of rows is nearly all ASCII).
        const remaining = text.length - bytesBefore - found.pos;
        state = rowState(header, lineNo, estimateRows(remaining, piece, found.pos));
        readRows(piece, found.pos, header, state, grow);
      }
    }
    bytesBefore += made.length;
  }
  if (state === null) throw noiseCsvError('empty');
  return buildSeries(state.cols, state.rows);
}
