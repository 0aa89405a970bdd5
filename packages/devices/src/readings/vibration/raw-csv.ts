// Reader of raw tri-axial acceleration from any instrument (docs/vibration-raw-csv.md):
// `time,ax,ay,az`, one row per sample, time in seconds, accelerations in m/s². Streaming: push
// text or bytes in any chunks, `finish()` at the end; the result does not depend on the chunking.
import { CsvError } from '../csv-error.ts';
import { preview, rawCsvError } from './raw-csv-error.ts';

/** Signed accelerations beyond this are not a measurement (±10 000 m/s² ≈ ±1000 g). */
export const MAX_RAW_ACCELERATION = 10000;
/** 10 minutes at 5 kHz; a longer sample belongs in several files. */
export const MAX_RAW_SAMPLES = 3_000_000;
/** Steps may wander this much from the first one (rounded time stamps) before the file is refused. */
const STEP_TOLERANCE = 0.25;
/** No honest row of four numbers is this long. */
const MAX_LINE = 1000;

export interface RawAcceleration {
  /** Samples per second, from the time column: (n − 1) / (t_last − t_first). */
  sampleRate: number;
  /** Time of the first sample, s. */
  startS: number;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
}

export type RawCsvResult =
  | { ok: true; data: RawAcceleration }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

const HEADER = /^\s*"?time"?\s*[,;]/i;

/** Whether a text starts (after comments and blank lines) with a raw acceleration header. */
export function looksLikeRawAccelerationCsv(text: string): boolean {
  for (const line of text.slice(0, 4096).split(/\r?\n/)) {
    const t = line.trim();
    if (t === '' || t.startsWith('#')) continue;
    if (!HEADER.test(t)) return false;
    const names = t
      .toLowerCase()
      .split(/[,;]/)
      .map((c) => c.trim().replace(/^"|"$/g, ''));
    return ['ax', 'ay', 'az'].every((n) => names.includes(n));
  }
  return false;
}

class Column {
  data = new Float64Array(4096);
  length = 0;
  add(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
  take(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

const NUMBER_DOT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const NUMBER_COMMA = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

export class RawCsvReader {
  private pending = '';
  private lineNo = 0;
  private separator: ',' | ';' | null = null;
  private index = { time: -1, ax: -1, ay: -1, az: -1 };
  private width = 0;
  private readonly t = new Column();
  private readonly x = new Column();
  private readonly y = new Column();
  private readonly z = new Column();
  private firstStep = 0;
  private previousTime = 0;
  private previousLine = 0;
  private readonly decoder = new TextDecoder('utf-8');

  push(chunk: string | Uint8Array): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const lines = (this.pending + text).split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) this.line(line);
    if (this.pending.length > MAX_LINE)
      throw rawCsvError('lineTooLong', { line: this.lineNo + 1, max: MAX_LINE });
  }

  finish(): RawAcceleration {
    this.pending += this.decoder.decode();
    if (this.pending !== '') this.line(this.pending);
    this.pending = '';
    if (this.separator === null) throw rawCsvError('empty');
    const n = this.t.length;
    const duration = n > 1 ? (this.t.data[n - 1] as number) - (this.t.data[0] as number) : 0;
    // One second at least: the 1 s running r.m.s. (MTVV) and the weighting filters need it.
    if (n < 2 || duration < 1) throw rawCsvError('tooShort', { rows: n, seconds: Math.max(0, duration) });
    return {
      sampleRate: (n - 1) / duration,
      startS: this.t.data[0] as number,
      x: this.x.take(),
      y: this.y.take(),
      z: this.z.take(),
    };
  }

  private line(raw: string): void {
    this.lineNo++;
    if (raw.length > MAX_LINE) throw rawCsvError('lineTooLong', { line: this.lineNo, max: MAX_LINE });
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (this.separator === null) {
      this.header(trimmed);
      return;
    }
    const cells = line.split(this.separator);
    if (cells.length !== this.width)
      throw rawCsvError('fieldCount', { line: this.lineNo, expected: this.width, found: cells.length });
    const time = this.number(cells[this.index.time] as string, 'time');
    if (time < 0) throw rawCsvError('negativeTime', { line: this.lineNo, value: time });
    const ax = this.acceleration(cells[this.index.ax] as string, 'ax');
    const ay = this.acceleration(cells[this.index.ay] as string, 'ay');
    const az = this.acceleration(cells[this.index.az] as string, 'az');
    const n = this.t.length;
    if (n > 0) {
      const step = time - this.previousTime;
      if (!(step > 0))
        throw rawCsvError('timeBackwards', { line: this.lineNo, previousLine: this.previousLine });
      if (n === 1) this.firstStep = step;
      else if (Math.abs(step - this.firstStep) > STEP_TOLERANCE * this.firstStep)
        throw rawCsvError('irregularTime', {
          line: this.lineNo,
          step: Number(step.toPrecision(6)),
          expected: Number(this.firstStep.toPrecision(6)),
        });
    }
    if (n >= MAX_RAW_SAMPLES) throw rawCsvError('tooLong', { line: this.lineNo, max: MAX_RAW_SAMPLES });
    this.previousTime = time;
    this.previousLine = this.lineNo;
    this.t.add(time);
    this.x.add(ax);
    this.y.add(ay);
    this.z.add(az);
  }

  private header(line: string): void {
    const separator = line.includes(';') ? ';' : ',';
    const names = line.split(separator).map((c) => c.trim().replace(/^"|"$/g, '').trim().toLowerCase());
    const index = { time: -1, ax: -1, ay: -1, az: -1 };
    names.forEach((name, i) => {
      if (!Object.hasOwn(index, name)) return;
      const key = name as keyof typeof index;
      if (index[key] !== -1) throw rawCsvError('duplicateColumn', { line: this.lineNo, column: name });
      index[key] = i;
    });
    const missing = (Object.keys(index) as Array<keyof typeof index>).filter((k) => index[k] === -1);
    if (missing.length)
      throw rawCsvError('missingColumns', { line: this.lineNo, columns: missing.join(', ') });
    this.separator = separator;
    this.index = index;
    this.width = names.length;
  }

  private number(cell: string, column: string): number {
    let text = cell.trim();
    if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).trim();
    const pattern = this.separator === ';' ? NUMBER_COMMA : NUMBER_DOT;
    const value = pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
    if (!Number.isFinite(value))
      throw rawCsvError('notANumber', { line: this.lineNo, column, value: preview(text) });
    return value;
  }

  private acceleration(cell: string, column: string): number {
    const value = this.number(cell, column);
    if (Math.abs(value) > MAX_RAW_ACCELERATION)
      throw rawCsvError('outOfRange', { line: this.lineNo, column, value, max: MAX_RAW_ACCELERATION });
    return value;
  }
}

/** One call on a whole file (text or UTF-8 bytes); never throws. */
export function readRawAccelerationCsv(input: string | Uint8Array): RawCsvResult {
  try {
    const reader = new RawCsvReader();
    reader.push(input);
    return { ok: true, data: reader.finish() };
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, reason: { key: error.key, values: { ...error.values } } };
    throw error;
  }
}
