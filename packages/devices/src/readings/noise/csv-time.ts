// Time cells of the samples CSV: ISO 8601 date-times or seconds from the start (see docs/samples-csv.md).
import { parseDecimal } from './csv-number.ts';

const C_0 = 48;

function digitsAt(bytes: Uint8Array, at: number, count: number, end: number): number {
  if (at + count > end) return -1;
  let v = 0;
  for (let i = at; i < at + count; i++) {
    const d = (bytes[i] as number) - C_0;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/**
 * YYYY-MM-DD(T| )HH:MM[:SS[.fraction]][Z|±HH[:]MM] in bytes[start, end) → epoch ms, or NaN.
 * Without an offset the wall-clock time is local time, as device clocks are (docs/samples-csv.md):
 * the screens and reports format with local getters, so the clock shows as written.
 */
export function parseIsoTime(bytes: Uint8Array, start: number, end: number): number {
  const minute = isoMinute(bytes, start, end);
  return Number.isNaN(minute) ? Number.NaN : isoRest(bytes, start, end, minute);
}

/** The length of an ISO cell's date and minute, "YYYY-MM-DDTHH:MM": what consecutive rows share. */
const MINUTE_PREFIX = 16;

/**
 * parseIsoTime over the time cells of one column, read in order: a cell starting with the same 16
 * bytes as the last one read (the same date, hour and minute: 59 rows in 60 at 1 s) reads only its
 * seconds, fraction and offset. The date and minute of a cell are checked and computed from those 16
 * bytes alone (when the cell has them), so every answer is parseIsoTime's, bit for bit.
 */
export class IsoTimeReader {
  private bytes: Uint8Array | undefined = undefined;
  private start = 0;
  /** The wall-clock seconds of that cell's minute (days × 86,400 + hours × 3600 + minutes × 60). */
  private minute = 0;

  /** The length of the last cell read with at least the date and minute (0 before one). */
  private length = 0;

  read(bytes: Uint8Array, start: number, end: number): number {
    if (end - start >= MINUTE_PREFIX && bytes === this.bytes && this.samePrefix(bytes, start)) {
      this.length = end - start;
      return isoRest(bytes, start, end, this.minute);
    }
    const minute = isoMinute(bytes, start, end);
    if (Number.isNaN(minute)) return Number.NaN;
    if (end - start >= MINUTE_PREFIX) {
      this.bytes = bytes;
      this.start = start;
      this.minute = minute;
      this.length = end - start;
    }
    return isoRest(bytes, start, end, minute);
  }

  /**
   * The next row's cell without looking for its end first: when the cell at `start` (in the same
   * bytes, `view` over them) is as long as the last one read, shares its date and minute, is ended by
   * `sep`, CR, LF or the bytes' end, and holds no `sep` in its rest, its time is read's answer for
   * it, bit for bit (no trimming applies: it starts with a digit and isoRest accepts no space, tab
   * or quote at its end). NaN otherwise: the caller then finds the cell's end and calls read. Nearly
   * every row of a CSV at 1 s takes this path (≈ 4 ms a day of the column's own scan). The cell's
   * length is then cellLength().
   */
  readSameLength(bytes: Uint8Array, view: DataView, start: number, sep: number): number {
    const end = start + this.length;
    if (this.length === 0 || bytes !== this.bytes || end > bytes.length) return Number.NaN;
    if (end < bytes.length) {
      const after = bytes[end] as number;
      if (after !== sep && after !== 10 && after !== 13) return Number.NaN;
    }
    const from = this.start;
    if (
      view.getUint32(start, true) !== view.getUint32(from, true) ||
      view.getUint32(start + 4, true) !== view.getUint32(from + 4, true) ||
      view.getUint32(start + 8, true) !== view.getUint32(from + 8, true) ||
      view.getUint32(start + 12, true) !== view.getUint32(from + 12, true)
    )
      return Number.NaN;
    // isoRest refuses a CR, a LF, a ';' or a tab; a ',' could be read as the seconds' decimal mark.
    for (let k = start + MINUTE_PREFIX; k < end; k++) if (bytes[k] === sep) return Number.NaN;
    return isoRest(bytes, start, end, this.minute);
  }

  /** The length of the last cell read (readSameLength's cell, when it answered a time). */
  cellLength(): number {
    return this.length;
  }

  private samePrefix(bytes: Uint8Array, start: number): boolean {
    const from = this.start;
    for (let k = MINUTE_PREFIX - 1; k >= 0; k--) if (bytes[start + k] !== bytes[from + k]) return false;
    return true;
  }
}

/** The wall-clock seconds of the cell's date and minute (bytes[start, start + 16)), or NaN. */
function isoMinute(bytes: Uint8Array, start: number, end: number): number {
  const y = digitsAt(bytes, start, 4, end);
  const mo = digitsAt(bytes, start + 5, 2, end);
  const d = digitsAt(bytes, start + 8, 2, end);
  if (
    y < 1900 ||
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    (bytes[start + 4] as number) !== 45 ||
    (bytes[start + 7] as number) !== 45
  )
    return Number.NaN;
  if (d > (mo === 2 && !isLeap(y) ? 28 : (DAYS_IN_MONTH[mo - 1] as number))) return Number.NaN;
  const sepT = bytes[start + 10] as number;
  if (sepT !== 84 && sepT !== 32 && sepT !== 116) return Number.NaN; // 'T', ' ', 't'
  const h = digitsAt(bytes, start + 11, 2, end);
  const mi = digitsAt(bytes, start + 14, 2, end);
  if (h < 0 || h > 23 || mi < 0 || mi > 59 || (bytes[start + 13] as number) !== 58) return Number.NaN;
  // Exact integers: (minute + s) * 1000 below is the value of (days * 86400 + h * 3600 + mi * 60 + s) * 1000.
  return daysFromCivil(y, mo, d) * 86_400 + h * 3600 + mi * 60;
}

/** The rest of the cell after its minute, [:SS[.fraction]][offset], added to `minute` → epoch ms, or NaN. */
function isoRest(bytes: Uint8Array, start: number, end: number, minute: number): number {
  let i = start + MINUTE_PREFIX;
  let s = 0;
  let fracMs = 0;
  if (i < end && (bytes[i] as number) === 58) {
    s = digitsAt(bytes, i + 1, 2, end);
    if (s < 0 || s > 59) return Number.NaN;
    i += 3;
    const mark = bytes[i] as number;
    if (i < end && (mark === 46 || mark === 44)) {
      let scale = 100;
      let digits = 0;
      for (i++; i < end; i++) {
        const dd = (bytes[i] as number) - C_0;
        if (dd < 0 || dd > 9) break;
        fracMs += dd * scale;
        scale /= 10;
        digits++;
      }
      if (digits === 0) return Number.NaN;
    }
  }
  const wallClockAsUtc = (minute + s) * 1000 + fracMs;
  if (i === end) return wallClockAsUtc + localOffsetMs(Math.floor(minute / 86_400), wallClockAsUtc);
  const offsetMin = parseOffset(bytes, i, end);
  if (Number.isNaN(offsetMin)) return Number.NaN;
  return wallClockAsUtc - offsetMin * 60_000;
}

let cachedDay = Number.NaN;
/** The cached day's offset in ms, or NaN on a day the zone's offset changes (read per row then). */
let cachedOffsetMs = 0;

const HOUR_MS = 3_600_000;

/**
 * The local time zone offset (UTC − local, ms) of a wall-clock time written as if it were UTC: what
 * `new Date(y, m, d, h, mi, s)` adds. Read once per day when the zone keeps one offset over every
 * instant the day's wall clock can name (offsets lie within ±14 h); on a day it changes (daylight
 * saving), per row the way the Date constructor does (a time skipped by the change moves forward,
 * a repeated one is the first), not with the morning's offset.
 */
function localOffsetMs(days: number, wallClockAsUtc: number): number {
  if (days !== cachedDay) {
    cachedDay = days;
    const dayStart = days * 86_400_000;
    const before = new Date(dayStart - 14 * HOUR_MS).getTimezoneOffset();
    const after = new Date(dayStart + 38 * HOUR_MS).getTimezoneOffset();
    cachedOffsetMs = before === after ? before * 60_000 : Number.NaN;
  }
  return Number.isNaN(cachedOffsetMs) ? offsetOfWallClock(wallClockAsUtc) : cachedOffsetMs;
}

/** The Date constructor's offset for one wall-clock time (its whole milliseconds; offsets are whole minutes). */
function offsetOfWallClock(wallClockAsUtc: number): number {
  const whole = Math.floor(wallClockAsUtc);
  const u = new Date(whole);
  const local = new Date(
    u.getUTCFullYear(),
    u.getUTCMonth(),
    u.getUTCDate(),
    u.getUTCHours(),
    u.getUTCMinutes(),
    u.getUTCSeconds(),
    u.getUTCMilliseconds(),
  );
  return local.getTime() - whole;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function parseOffset(bytes: Uint8Array, i: number, end: number): number {
  if (i === end) return 0;
  const c = bytes[i] as number;
  if ((c === 90 || c === 122) && i + 1 === end) return 0; // 'Z'
  if (c !== 43 && c !== 45) return Number.NaN;
  const oh = digitsAt(bytes, i + 1, 2, end);
  let at = i + 3;
  if (at < end && (bytes[at] as number) === 58) at++;
  const om = at === end ? 0 : digitsAt(bytes, at, 2, end);
  if (oh < 0 || oh > 23 || om < 0 || om > 59 || (at !== end && at + 2 !== end)) return Number.NaN;
  return (c === 45 ? -1 : 1) * (oh * 60 + om);
}

/** Seconds from the start → ms, or NaN (negative or not a number). */
export function parseSecondsTime(
  bytes: Uint8Array,
  start: number,
  end: number,
  commaDecimal: boolean,
): number {
  const s = parseDecimal(bytes, start, end, commaDecimal);
  return s >= 0 && Number.isFinite(s) ? s * 1000 : Number.NaN;
}

/** ISO when the cell looks like a date (YYYY-…), seconds otherwise. */
export function looksLikeIso(bytes: Uint8Array, start: number, end: number): boolean {
  return end - start >= 10 && (bytes[start + 4] as number) === 45;
}
