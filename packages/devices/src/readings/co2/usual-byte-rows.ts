// The samples CSV's usual layout, `time,co2[,temperature][,rh]` in that order and nothing else, read
// by a row loop written for it: cleanByteRows' checks and numbers without its per-cell dispatch on
// the column's role (a load and up to six compares per cell, and the checks of the other roles).
import type { ByteRows } from './byte-rows.ts';
import { endsCell, readIsoSecondAfter, readIsoTimeBytes, SECOND_CELL } from './cells.ts';
import { CO2, CR, LF, RANGES, RH, TEMPERATURE, TIME } from './samples-csv-layout.ts';
import { plainDecimalBytes, plainValue } from '../plain-number.ts';

const [CO2_MIN, CO2_MAX] = RANGES.co2;
const [TEMPERATURE_MIN, TEMPERATURE_MAX] = RANGES.temperature;
const [RH_MIN, RH_MAX] = RANGES.rh;

/** The columns are time, co2, then temperature and rh if present, in that order, and no other. */
export function isUsualLayout(roles: Int8Array): boolean {
  if (roles.length < 2 || roles[0] !== TIME || roles[1] !== CO2) return false;
  let k = 2;
  if (roles[k] === TEMPERATURE) k++;
  if (roles[k] === RH) k++;
  return k === roles.length;
}

/**
 * cleanByteRows for a usual layout (isUsualLayout): the same rows read, the same numbers, the same
 * position back. A top-level function with the row loop inside, for the reason cleanByteRows gives.
 */
export function cleanUsualByteRows(bytes: Uint8Array, pos: number, into: ByteRows): number {
  const { separator: sep, comma, absolute, hour, times, co2, temperature, rh, limit } = into;
  const len = bytes.length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let row = into.rows;
  let previous = into.previous;
  // Where the last `YYYY-MM-DDTHH:MM:SS` time cell read starts (-1: none yet in this call).
  let secondCell = -1;
  while (pos < len && row < limit) {
    let i = pos;
    let t: number;
    if (absolute) {
      if (
        secondCell >= 0 &&
        endsCell(bytes, i + SECOND_CELL, sep) &&
        readIsoSecondAfter(bytes, view, i, secondCell, hour)
      ) {
        // The previous time's date and minute: its seconds alone (no search for the cell's end).
        t = hour.ms / 1000;
        secondCell = i;
        i += SECOND_CELL;
      } else {
        let b = i;
        while (b < len) {
          const ch = bytes[b] as number;
          if (ch === sep || ch === LF || ch === CR) break;
          b++;
        }
        if (!readIsoTimeBytes(bytes, i, b, hour)) break;
        t = hour.ms / 1000;
        if (Number.isNaN(t)) break;
        secondCell = b - i === SECOND_CELL && bytes[i + 16] === 58 ? i : -1;
        i = b;
      }
    } else {
      i = plainDecimalBytes(bytes, i, comma);
      if (i < 0) break;
      t = plainValue[0] as number;
      if (t < 0) break;
    }
    if (i + 1 >= len || bytes[i] !== sep) break;
    i = plainDecimalBytes(bytes, i + 1, comma);
    if (i < 0) break;
    const c = plainValue[0] as number;
    if (c < CO2_MIN || c > CO2_MAX) break;
    let tc = Number.NaN;
    if (temperature !== null) {
      if (i + 1 >= len || bytes[i] !== sep) break;
      i = plainDecimalBytes(bytes, i + 1, comma);
      if (i < 0) break;
      tc = plainValue[0] as number;
      if (tc < TEMPERATURE_MIN || tc > TEMPERATURE_MAX) break;
    }
    let h = Number.NaN;
    if (rh !== null) {
      if (i + 1 >= len || bytes[i] !== sep) break;
      i = plainDecimalBytes(bytes, i + 1, comma);
      if (i < 0) break;
      h = plainValue[0] as number;
      if (h < RH_MIN || h > RH_MAX) break;
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
