// The CO2 samples CSV (docs/co2-samples-csv.md): `time,co2[,temperature][,rh]`, read incrementally.
import { CO2PRO_RANGE_PPM, type Co2Series, epochMs, seconds } from '@ohp/exposure';
import { newHourCache, parseIsoTime, parseNumber } from './cells.ts';
import { type ByteRows, cleanByteRows } from './byte-rows.ts';
import { cleanUsualByteRows, isUsualLayout } from './usual-byte-rows.ts';
import { co2ReadError, preview } from './errors.ts';
import {
  type Column,
  CO2,
  CR,
  IGNORED,
  LF,
  NAMES,
  RANGES,
  RH,
  TEMPERATURE,
  TIME,
} from './samples-csv-layout.ts';
import { plainDecimalText, plainValue } from '../plain-number.ts';

/** At most this many rows (23 days at 1 s). */
export const MAX_CO2_ROWS = 2_000_000;

/** One line's bytes → its text: a U+FEFF in it is kept, as decoding the whole file keeps it. */
const LINE_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

class Growable {
  data = new Float64Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.data.length * 2);
    this.data[this.length++] = value;
  }
  /** Room for `capacity` values in all. */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    const next = new Float64Array(capacity);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /** The values: a view when the room left is small (sized from the file), else a copy. */
  take(): Float64Array {
    return this.length >= this.data.length * 0.9
      ? this.data.subarray(0, this.length)
      : this.data.slice(0, this.length);
  }
}

/**
 * Push the text in chunks of any size, then `finish()`: the result never depends on where the
 * chunks were cut. Every failure is a DeviceError ('parse') with a `co2:read.*` key naming the line.
 */
export class Co2CsvReader {
  private carry = '';
  private lineNo = 0;
  private started = false;
  private separator = 44;
  private comma = false;
  /** Field index of each column, -1 when absent. */
  private index: Record<Column, number> = { time: -1, co2: -1, temperature: -1, rh: -1 };
  private width = 0;
  /** Each field's column (IGNORED, TIME, CO2, TEMPERATURE, RH), for the fast path. */
  private roles = new Int8Array(0);
  private absolute: boolean | undefined;
  private readonly hour = newHourCache();
  private readonly byteHour = newHourCache();
  private previous = Number.NaN;
  private readonly times = new Growable();
  private readonly co2 = new Growable();
  private readonly temperature = new Growable();
  private readonly rh = new Growable();
  private readonly separatorMemo = { text: '', from: 0, at: -1 };
  /** Cell bounds of the current line, reused. */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  push(chunk: string): void {
    let text = this.carry + chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let pos = 0;
    // Next LF and CR at or after pos, searched again only once passed (one scan of the text).
    let lf = text.indexOf('\n');
    let cr = text.indexOf('\r');
    for (;;) {
      if (this.absolute !== undefined) pos = this.cleanLines(text, pos);
      if (lf !== -1 && lf < pos) lf = text.indexOf('\n', pos);
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      if (lf === -1 && cr === -1) break;
      const end = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
      // A CR at the end of the chunk may be the first half of CR LF: wait for the next chunk.
      if (end === cr && cr === text.length - 1) break;
      this.line(text, pos, end);
      pos = end + (end === cr && text.charCodeAt(cr + 1) === 10 ? 2 : 1);
    }
    this.carry = text.slice(pos);
  }

  finish(): { series: Co2Series; hasTemperature: boolean; hasHumidity: boolean } {
    if (this.carry.length > 0) {
      const rest = this.carry;
      this.carry = '';
      // push keeps a CR at the very end (the first half of CR LF?): at the end it is a line end.
      this.line(rest, 0, rest.charCodeAt(rest.length - 1) === 13 ? rest.length - 1 : rest.length);
    }
    if (this.width === 0) throw co2ReadError('empty');
    const n = this.times.length;
    if (n < 2) throw co2ReadError('tooFewRows', { rows: n });
    const times = this.times.data;
    const t0 = times[0] as number;
    const offsets = new Float64Array(n);
    const interval = fillOffsets(times, offsets);
    const hasTemperature = this.index.temperature >= 0;
    const hasHumidity = this.index.rh >= 0;
    return {
      series: {
        startMs: epochMs(Math.round(t0 * 1000)),
        timeBase: this.absolute ? 'absolute' : 'relative',
        intervalS: seconds(interval),
        offsetsS: offsets,
        co2: this.co2.take(),
        ...(hasTemperature ? { temperature: this.temperature.take() } : {}),
        ...(hasHumidity ? { humidity: this.rh.take() } : {}),
        rangePpm: CO2PRO_RANGE_PPM,
      },
      hasTemperature,
      hasHumidity,
    };
  }

  /**
   * The whole file as UTF-8 bytes, on a new reader (then `finish()`): what `push` of its decoded
   * text gives (one BOM dropped by the decoding, one by push), the same numbers and errors, without
   * decoding the clean rows: they are read from the bytes (cleanByteRows); every other line is
   * decoded alone and read as push reads it.
   */
  pushBytes(input: Uint8Array): void {
    let bytes = input;
    if (this.started || this.carry !== '') throw new Error('pushBytes takes the whole file on a new reader');
    for (let k = 0; k < 2 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf; k++)
      bytes = bytes.subarray(3);
    this.started = input.length > 0;
    const len = bytes.length;
    let pos = 0;
    let reserved = false;
    let lineStart = 0;
    while (pos < len) {
      if (this.absolute !== undefined) {
        if (!reserved) {
          reserved = true;
          this.reserveFor(len - pos, pos - lineStart);
        }
        const before = this.times.length;
        pos = this.cleanByteLines(bytes, pos);
        this.lineNo += this.times.length - before;
        if (pos >= len) break;
      }
      let end = pos;
      while (end < len && bytes[end] !== LF && bytes[end] !== CR) end++;
      lineStart = pos;
      const text = LINE_DECODER.decode(bytes.subarray(pos, end));
      this.line(text, 0, text.length);
      pos = end + (bytes[end] === CR && bytes[end + 1] === LF ? 2 : 1);
    }
  }

  /**
   * Room for the rows of the `rest` bytes of a file, its lines about `lineBytes` long (the first
   * row's): the columns are then seldom copied as they grow, and end as views of little unused room.
   */
  private reserveFor(rest: number, lineBytes: number): void {
    const rows = Math.min(MAX_CO2_ROWS, Math.ceil((rest / Math.max(8, lineBytes)) * 1.05) + 16);
    const total = this.times.length + rows;
    this.times.reserve(total);
    this.co2.reserve(total);
    if (this.index.temperature >= 0) this.temperature.reserve(total);
    if (this.index.rh >= 0) this.rh.reserve(total);
  }

  /**
   * Clean rows read from the bytes from `pos` on (cleanUsualByteRows for the usual layout, else
   * cleanByteRows, into the room the columns have):
   * the position after the last one read.
   */
  private cleanByteLines(bytes: Uint8Array, pos: number): number {
    const hasTemperature = this.index.temperature >= 0;
    const hasRh = this.index.rh >= 0;
    const into: ByteRows = {
      roles: this.roles,
      separator: this.separator,
      comma: this.comma,
      absolute: this.absolute === true,
      hour: this.byteHour,
      times: this.times.data,
      co2: this.co2.data,
      temperature: hasTemperature ? this.temperature.data : null,
      rh: hasRh ? this.rh.data : null,
      // Full columns (or the row limit): the text path pushes the row and grows them.
      limit: Math.min(
        MAX_CO2_ROWS,
        this.times.data.length,
        this.co2.data.length,
        hasTemperature ? this.temperature.data.length : MAX_CO2_ROWS,
        hasRh ? this.rh.data.length : MAX_CO2_ROWS,
      ),
      rows: this.times.length,
      previous: this.previous,
    };
    const end = isUsualLayout(this.roles)
      ? cleanUsualByteRows(bytes, pos, into)
      : cleanByteRows(bytes, pos, into);
    this.previous = into.previous;
    this.times.length = into.rows;
    this.co2.length = into.rows;
    if (hasTemperature) this.temperature.length = into.rows;
    if (hasRh) this.rh.length = into.rows;
    return end;
  }

  private line(text: string, start: number, end: number): void {
    const no = ++this.lineNo;
    if (skipped(text, start, end)) return;
    if (this.width === 0) {
      this.header(text, start, end, no);
      return;
    }
    const count = this.cells(text, start, end);
    if (count < this.width)
      throw co2ReadError('fieldCount', { line: no, expected: this.width, found: count });
    for (let c = this.width; c < count; c++) {
      if ((this.ends[c] as number) > (this.starts[c] as number)) {
        throw co2ReadError('fieldCount', { line: no, expected: this.width, found: count });
      }
    }
    if (this.times.length >= MAX_CO2_ROWS) throw co2ReadError('tooLong', { max: MAX_CO2_ROWS });
    this.time(text, no);
    const index = this.index;
    this.value(text, no, index.co2, 'co2', this.co2, true);
    if (index.temperature >= 0)
      this.value(text, no, index.temperature, 'temperature', this.temperature, false);
    if (index.rh >= 0) this.value(text, no, index.rh, 'rh', this.rh, false);
  }

  /**
   * Clean rows from `pos` on (see cleanLine), each with its line end in this text: the position
   * after the last one read. Its own small loop: optimised early (the first read of a file is what a
   * user waits for); the line it stops at goes through push's loop.
   */
  private cleanLines(text: string, pos: number): number {
    const before = this.times.length;
    // Not at the end of the text: a read past it would throw the optimised code away.
    while (pos < text.length) {
      const next = this.cleanLine(text, pos);
      if (next < 0) break;
      pos = next;
    }
    this.lineNo += this.times.length - before;
    return pos;
  }

  /**
   * The fast path of a row (after the first, which settles ISO or seconds): every column's cell a
   * plain number within its range (ISO times as the row-by-row path reads them; other columns
   * anything), no blanks, quotes, empty or extra cells, the time after the previous one, and its
   * line end (LF, CR LF or CR) in this text, not at its very end. The position after the line end
   * when the row was read (the same values as the row-by-row path); -1 leaves it to that path, which
   * gives any error.
   */
  private cleanLine(text: string, start: number): number {
    const roles = this.roles;
    const width = roles.length;
    const sep = this.separator;
    const comma = this.comma;
    const len = text.length;
    if (this.times.length >= MAX_CO2_ROWS) return -1;
    let t = Number.NaN;
    let co2 = Number.NaN;
    let temperature = Number.NaN;
    let rh = Number.NaN;
    let i = start;
    for (let c = 0; c < width; c++) {
      const role = roles[c] as number;
      if (role === IGNORED || (role === TIME && this.absolute)) {
        let b = i;
        for (let ch = text.charCodeAt(b); b < len && ch !== sep && ch !== 10 && ch !== 13; )
          ch = text.charCodeAt(++b);
        if (role === TIME) {
          t = parseIsoTime(text, i, b, this.hour) / 1000;
          if (Number.isNaN(t)) return -1;
        }
        i = b;
      } else {
        i = plainDecimalText(text, i, comma);
        if (i < 0) return -1;
        const v = plainValue[0] as number;
        if (role === TIME) {
          if (v < 0) return -1;
          t = v;
        } else {
          const range = role === CO2 ? RANGES.co2 : role === TEMPERATURE ? RANGES.temperature : RANGES.rh;
          if (v < range[0] || v > range[1]) return -1;
          if (role === CO2) co2 = v;
          else if (role === TEMPERATURE) temperature = v;
          else rh = v;
        }
      }
      if (c < width - 1) {
        if (text.charCodeAt(i) !== sep) return -1;
        i++;
      }
    }
    // The line end, whole in this text (a CR at its end may be the first half of CR LF).
    const ch = text.charCodeAt(i);
    if (ch === 13) {
      if (i + 1 >= len) return -1;
      i += text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else if (ch === 10) i++;
    else return -1;
    if (!(t > this.previous || Number.isNaN(this.previous))) return -1;
    this.previous = t;
    this.times.push(t);
    this.co2.push(co2);
    if (this.index.temperature >= 0) this.temperature.push(temperature);
    if (this.index.rh >= 0) this.rh.push(rh);
    return i;
  }

  private header(text: string, start: number, end: number, no: number): void {
    this.separator = text.slice(start, end).includes(';') ? 59 : 44;
    this.comma = this.separator === 59;
    const count = this.cells(text, start, end);
    for (let c = 0; c < count; c++) {
      const name = text.slice(this.starts[c], this.ends[c]).toLowerCase();
      const column = Object.hasOwn(NAMES, name) ? NAMES[name] : undefined;
      if (!column) continue;
      if (this.index[column] >= 0) throw co2ReadError('duplicateColumn', { line: no, column: name });
      this.index[column] = c;
    }
    const missing = (['time', 'co2'] as const).filter((c) => this.index[c] < 0);
    if (missing.length > 0) throw co2ReadError('missingColumns', { line: no, columns: missing.join(', ') });
    this.width = count;
    this.roles = new Int8Array(count);
    for (const [column, role] of [
      ['time', TIME],
      ['co2', CO2],
      ['temperature', TEMPERATURE],
      ['rh', RH],
    ] as const)
      if (this.index[column] >= 0) this.roles[this.index[column]] = role;
  }

  /** Splits [start, end) at the separator into trimmed, unquoted cell bounds; returns the count. */
  private cells(text: string, start: number, end: number): number {
    let count = 0;
    let from = start;
    for (;;) {
      let stop = this.nextSeparator(text, from);
      if (stop === -1 || stop > end) stop = end;
      let a = from;
      let b = stop;
      while (a < b && isBlank(text.charCodeAt(a))) a++;
      while (b > a && isBlank(text.charCodeAt(b - 1))) b--;
      if (b - a >= 2 && text.charCodeAt(a) === 34 && text.charCodeAt(b - 1) === 34) {
        a++;
        b--;
      }
      this.starts[count] = a;
      this.ends[count] = b;
      count++;
      if (stop >= end) return count;
      from = stop + 1;
    }
  }

  /**
   * The first separator at or after `from` (native indexOf, not a loop over characters). The answer
   * is kept until passed: the text is searched once from end to end however its lines look.
   */
  private nextSeparator(text: string, from: number): number {
    const memo = this.separatorMemo;
    if (memo.text !== text || from < memo.from || (memo.at !== -1 && memo.at < from)) {
      memo.text = text;
      memo.from = from;
      memo.at = text.indexOf(this.separator === 59 ? ';' : ',', from);
    }
    return memo.at;
  }

  private time(text: string, no: number): void {
    const c = this.index.time;
    const a = this.starts[c] as number;
    const b = this.ends[c] as number;
    if (this.absolute === undefined) this.absolute = looksLikeDate(text, a, b);
    let t: number;
    if (this.absolute) t = parseIsoTime(text, a, b, this.hour) / 1000;
    else {
      t = parseNumber(text, a, b, this.comma);
      if (t < 0) t = Number.NaN;
    }
    if (Number.isNaN(t)) throw co2ReadError('badTime', { line: no, value: preview(text.slice(a, b)) });
    if (t === this.previous) throw co2ReadError('timeRepeated', { line: no });
    if (t < this.previous) throw co2ReadError('timeBackwards', { line: no });
    this.previous = t;
    this.times.push(t);
  }

  private value(
    text: string,
    no: number,
    c: number,
    column: Exclude<Column, 'time'>,
    out: Growable,
    required: boolean,
  ): void {
    const a = this.starts[c] as number;
    const b = this.ends[c] as number;
    if (a === b) {
      if (required) throw co2ReadError('missingValue', { line: no, column });
      out.push(Number.NaN);
      return;
    }
    const v = parseNumber(text, a, b, this.comma);
    if (Number.isNaN(v))
      throw co2ReadError('notANumber', { line: no, column, value: preview(text.slice(a, b)) });
    const range = RANGES[column];
    const min = range[0];
    const max = range[1];
    if (v < min || v > max) {
      throw co2ReadError('outOfRange', { line: no, column, value: preview(text.slice(a, b)), min, max });
    }
    out.push(v);
  }
}

/**
 * The times from the first, in `offsets` (as many as it holds): the smallest step between them.
 * A function of its own answering a local (see cleanByteRows).
 */
function fillOffsets(times: Float64Array, offsets: Float64Array): number {
  const t0 = times[0] as number;
  let interval = Number.POSITIVE_INFINITY;
  for (let i = 0; i < offsets.length; i++) {
    // Microsecond resolution keeps the sums of decimal seconds exact enough for the grid.
    offsets[i] = Math.round(((times[i] as number) - t0) * 1e6) / 1e6;
    if (i > 0) interval = Math.min(interval, (offsets[i] as number) - (offsets[i - 1] as number));
  }
  return interval;
}

const isBlank = (ch: number) => ch === 32 || ch === 9;

/** Blank lines, lines of separators only (Excel's `;;;;`) and `#` comments are skipped. */
function skipped(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 35 && text.slice(start, i).trim() === '') return true;
    if (!isBlank(ch) && ch !== 44 && ch !== 59) return false;
  }
  return true;
}

/** A date-time has a '-' after its first character (a negative number has it only first). */
function looksLikeDate(text: string, a: number, b: number): boolean {
  for (let i = a + 1; i < b; i++) if (text.charCodeAt(i) === 45 || text.charCodeAt(i) === 58) return true;
  return false;
}

/**
 * Reads a whole samples CSV, its text or its UTF-8 bytes (the same result as their decoded text, one
 * BOM dropped); throws the package's DeviceError (see readCo2 for a Result).
 */
export function parseCo2SamplesCsv(input: string | Uint8Array): ReturnType<Co2CsvReader['finish']> {
  const reader = new Co2CsvReader();
  if (typeof input === 'string') reader.push(input);
  else reader.pushBytes(input);
  return reader.finish();
}

/**
 * A CO2 samples CSV by its header (the first line that is not blank): a `time` and a `co2` column,
 * whatever the separator, order or case. What readReading recognises before trying a record.
 */
export function looksLikeCo2SamplesCsv(text: string): boolean {
  const head = text.length > 4096 ? text.slice(0, 4096) : text;
  const first = /^[\s\uFEFF]*(\S.*)$/m.exec(head)?.[1] ?? '';
  const cells = first.split(/[;,]/).map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return cells.includes('time') && cells.includes('co2');
}
