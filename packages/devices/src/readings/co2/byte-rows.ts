// The CO2 samples CSV's clean rows read straight from the file's bytes: the reader's hot loop
// (samples-csv.ts hands it the columns and takes back where it stopped).
import { type HourCache, endsCell, readIsoSecondAfter, readIsoTimeBytes, SECOND_CELL } from './cells.ts';
import { CO2, CR, IGNORED, LF, RANGES, TEMPERATURE, TIME } from './samples-csv-layout.ts';
import { plainDecimalBytes, plainValue } from '../plain-number.ts';

/** What cleanByteRows reads with and into, and where it got to (rows read, the last time). */
export interface ByteRows {
  readonly roles: Int8Array;
  readonly separator: number;
  readonly comma: boolean;
  readonly absolute: boolean;
  readonly hour: HourCache;
  readonly times: Float64Array;
  readonly co2: Float64Array;
  readonly temperature: Float64Array | null;
  readonly rh: Float64Array | null;
  /** The row index cleanByteRows stops at (room in every column, MAX_CO2_ROWS). */
  readonly limit: number;
  rows: number;
  previous: number;
}

const [CO2_MIN, CO2_MAX] = RANGES.co2;
const [TEMPERATURE_MIN, TEMPERATURE_MAX] = RANGES.temperature;
const [RH_MIN, RH_MAX] = RANGES.rh;

/**
 * cleanLine on the bytes of the whole file, row after row from `pos`: the same checks and numbers
 * (plainDecimalBytes, readIsoTimeBytes), the line end LF, CR LF, CR or the end of the file. The
 * position after the last row read; the row it stops at is left to the text path, which gives any
 * error. A top-level function with the row loop inside (settings and columns in locals, the row
 * count stored in the loop: code after a loop V8 compiles while it runs has no type feedback, and
 * would throw that compiled loop away on every read).
 */
export function cleanByteRows(bytes: Uint8Array, pos: number, into: ByteRows): number {
  const { roles, separator: sep, comma, absolute, hour, times, co2, temperature, rh, limit } = into;
  const width = roles.length;
  const len = bytes.length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let row = into.rows;
  let previous = into.previous;
  // Where the last `YYYY-MM-DDTHH:MM:SS` time cell read starts (-1: none yet in this call).
  let secondCell = -1;
  rows: while (pos < len && row < limit) {
    let t = Number.NaN;
    let c = Number.NaN;
    let tc = Number.NaN;
    let h = Number.NaN;
    let i = pos;
    for (let col = 0; col < width; col++) {
      const role = roles[col] as number;
      if (
        role === TIME &&
        absolute &&
        secondCell >= 0 &&
        endsCell(bytes, i + SECOND_CELL, sep) &&
        readIsoSecondAfter(bytes, view, i, secondCell, hour)
      ) {
        // The previous time's date and minute: its seconds alone (no search for the cell's end); a
        // new minute is read whole below (not left to the text path: 1,440 lines a day).
        t = hour.ms / 1000;
        secondCell = i;
        i += SECOND_CELL;
      } else if (role === IGNORED || (role === TIME && absolute)) {
        let b = i;
        while (b < len) {
          const ch = bytes[b] as number;
          if (ch === sep || ch === LF || ch === CR) break;
          b++;
        }
        if (role === TIME) {
          if (!readIsoTimeBytes(bytes, i, b, hour)) break rows;
          t = hour.ms / 1000;
          if (Number.isNaN(t)) break rows;
          secondCell = b - i === SECOND_CELL && bytes[i + 16] === 58 ? i : -1;
        }
        i = b;
      } else {
        if (i >= len) break rows;
        i = plainDecimalBytes(bytes, i, comma);
        if (i < 0) break rows;
        const v = plainValue[0] as number;
        if (role === TIME) {
          if (v < 0) break rows;
          t = v;
        } else if (role === CO2) {
          if (v < CO2_MIN || v > CO2_MAX) break rows;
          c = v;
        } else if (role === TEMPERATURE) {
          if (v < TEMPERATURE_MIN || v > TEMPERATURE_MAX) break rows;
          tc = v;
        } else {
          if (v < RH_MIN || v > RH_MAX) break rows;
          h = v;
        }
      }
      if (col < width - 1) {
        if (i >= len || bytes[i] !== sep) break rows;
        i++;
      }
    }
    if (i < len) {
      const ch = bytes[i] as number;
      if (ch === CR) i += i + 1 < len && bytes[i + 1] === LF ? 2 : 1;
      else if (ch === LF) i++;
      else break;
    }
    if (!(t > previous || Number.isNaN(previous))) break;
    previous = t;
    times[row] = t;
    co2[row] = c;
    if (temperature !== null) temperature[row] = tc;
    if (rh !== null) rh[row] = h;
    row++;
    into.rows = row;
    into.previous = t;
    pos = i;
  }
  return pos;
}
