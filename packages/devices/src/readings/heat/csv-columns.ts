// The columns the heat samples CSV reader fills, and the small integers that name a header's
// columns in its per-cell loops (not the header's strings).
import type { HeatColumn } from './csv-header.ts';

export const IGNORED = 0;
export const TIME = 1;
export const TG = 2;
export const TBN = 3;
export const TBS = 4;
export const RH = 5;
/** A time column whose rows are ISO 8601 (the clean rows' kinds, once the first row settled it). */
export const ISO_TIME = 6;

export const KIND: Record<HeatColumn, number> = {
  ignored: IGNORED,
  time: TIME,
  tg: TG,
  tbn: TBN,
  tbs: TBS,
  rh: RH,
};
export const NAMES = ['', 'time', 'tg', 'tbn', 'tbs', 'rh'];

/** The rows read so far, one array per column (and the line each row came from). */
export class Columns {
  capacity: number;
  rows = 0;
  iso = false;
  time: Float64Array;
  tg: Float64Array;
  tbn: Float64Array;
  tbs: Float64Array;
  rh: Float64Array;
  line: Int32Array;
  constructor(capacity: number) {
    this.capacity = capacity;
    this.time = new Float64Array(capacity);
    this.tg = new Float64Array(capacity);
    this.tbn = new Float64Array(capacity);
    this.tbs = new Float64Array(capacity);
    this.rh = new Float64Array(capacity);
    this.line = new Int32Array(capacity);
  }
  grow(): void {
    this.capacity *= 2;
    const f = (a: Float64Array) => {
      const b = new Float64Array(this.capacity);
      b.set(a);
      return b;
    };
    this.time = f(this.time);
    this.tg = f(this.tg);
    this.tbn = f(this.tbn);
    this.tbs = f(this.tbs);
    this.rh = f(this.rh);
    const l = new Int32Array(this.capacity);
    l.set(this.line);
    this.line = l;
  }
}
