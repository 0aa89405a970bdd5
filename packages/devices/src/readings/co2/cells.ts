// Numbers and times of the CO2 samples CSV, read straight from the character codes (no regex per
// cell: 86,400 rows in a few milliseconds).

const pow10 = [1, 10, 100, 1000, 10000, 100000, 1000000, 1e7, 1e8];
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * A decimal number in text[from, to): optional sign, digits, '.' (or ',' when `comma`) and
 * decimals, optional exponent. NaN when it is anything else (hex, Infinity, units, two marks).
 */
export function parseNumber(text: string, from: number, to: number, comma: boolean): number {
  let i = from;
  let ch = text.charCodeAt(i);
  const negative = ch === 45;
  if (negative || ch === 43) ch = text.charCodeAt(++i);
  let mantissa = 0;
  let digits = 0;
  while (ch >= 48 && ch <= 57 && i < to) {
    mantissa = mantissa * 10 + (ch - 48);
    digits++;
    ch = text.charCodeAt(++i);
  }
  let decimals = 0;
  if (i < to && (ch === 46 || (comma && ch === 44))) {
    ch = text.charCodeAt(++i);
    while (ch >= 48 && ch <= 57 && i < to) {
      mantissa = mantissa * 10 + (ch - 48);
      decimals++;
      ch = text.charCodeAt(++i);
    }
  }
  if (i === to && digits + decimals > 0 && digits + decimals <= 15 && decimals < pow10.length) {
    const value = decimals === 0 ? mantissa : mantissa / (pow10[decimals] as number);
    return negative ? -value : value;
  }
  // Rare forms (exponents, very long digit strings) take the slow, exact path.
  const cell = text.slice(from, to);
  if (!NUMBER.test(cell)) return Number.NaN;
  const value = Number(comma ? cell.replace(',', '.') : cell);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * ISO 8601 date-time in text[from, to): `YYYY-MM-DD[T| ]HH:MM[:SS[.fraction]]` then optionally
 * `Z` or `±HH[:MM]`/`±HHMM`. Without a zone it is local wall-clock time, like a device's clock.
 * Returns ms since the epoch, or NaN. The characters are read as the bytes they are (a time is
 * ASCII: any other character makes it NaN), so text and bytes give the same double by one reader.
 */
export function parseIsoTime(text: string, from: number, to: number, cache: HourCache): number {
  const n = to - from;
  if (n < 16) return Number.NaN;
  const cell = n <= scratch.length ? scratch : new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const c = text.charCodeAt(from + k);
    if (c > 127) return Number.NaN;
    cell[k] = c;
  }
  return parseIsoTimeBytes(cell, 0, n, cache);
}

const scratch = new Uint8Array(64);

// A time read from UTF-8 bytes (the samples CSV read without decoding it); parseIsoTime reads a
// text's cell through it.

const byteDigit = (bytes: Uint8Array, i: number) => {
  const c = (bytes[i] as number) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
};
const byteTwo = (bytes: Uint8Array, i: number) => byteDigit(bytes, i) * 10 + byteDigit(bytes, i + 1);

const PREFIX = 13;

/**
 * The last valid date-and-hour prefix (`YYYY-MM-DDTHH`, 13 bytes, copied: the cell it came from may
 * be a reused buffer) and where its hour starts, as local wall-clock time and as UTC.
 */
export interface HourCache {
  prefix: Uint8Array;
  valid: boolean;
  localMs: number;
  utcMs: number;
  /** The time readIsoTimeBytes read last (ms since the epoch). */
  ms: number;
}

export function newHourCache(): HourCache {
  return { prefix: new Uint8Array(PREFIX), valid: false, localMs: 0, utcMs: 0, ms: Number.NaN };
}

/** Consecutive rows mostly share their date and hour: 13 bytes compared instead of parsed. */
function readBytePrefix(bytes: Uint8Array, from: number, cache: HourCache): boolean {
  if (cache.valid) {
    const prefix = cache.prefix;
    let k = 0;
    while (k < PREFIX && bytes[from + k] === prefix[k]) k++;
    if (k === PREFIX) return true;
  }
  const y = byteDigit(bytes, from) * 1000 + byteDigit(bytes, from + 1) * 100 + byteTwo(bytes, from + 2);
  const mo = byteTwo(bytes, from + 5);
  const d = byteTwo(bytes, from + 8);
  const h = byteTwo(bytes, from + 11);
  const sep = bytes[from + 10];
  if (bytes[from + 4] !== 45 || bytes[from + 7] !== 45 || (sep !== 84 && sep !== 116 && sep !== 32))
    return false;
  if (!(y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h >= 0 && h <= 23)) return false;
  const local = new Date(y, mo - 1, d, h);
  // new Date rolls 31 February over into March: such a date is invalid.
  if (local.getDate() !== d || local.getMonth() !== mo - 1) return false;
  cache.prefix.set(bytes.subarray(from, from + PREFIX));
  cache.valid = true;
  cache.localMs = local.getTime();
  cache.utcMs = Date.UTC(y, mo - 1, d, h);
  return true;
}

/** parseIsoTime on UTF-8 bytes: ms since the epoch, or NaN. */
export function parseIsoTimeBytes(bytes: Uint8Array, from: number, to: number, cache: HourCache): number {
  return readIsoTimeBytes(bytes, from, to, cache) ? cache.ms : Number.NaN;
}

/**
 * parseIsoTimeBytes with its answer left in `cache.ms` (false for NaN): a double returned from a
 * call that is not inlined is a heap allocation, one per row of a 24 h file.
 */
export function readIsoTimeBytes(bytes: Uint8Array, from: number, to: number, cache: HourCache): boolean {
  if (to - from < 16) return false;
  if (!readBytePrefix(bytes, from, cache)) return false;
  if (bytes[from + 13] !== 58) return false;
  const mi = byteTwo(bytes, from + 14);
  let i = from + 16;
  let s = 0;
  if (i < to && bytes[i] === 58) {
    s = byteTwo(bytes, i + 1);
    i += 3;
    if (i < to && (bytes[i] === 46 || bytes[i] === 44)) {
      let scale = 0.1;
      i++;
      const start = i;
      while (i < to && byteDigit(bytes, i) >= 0) {
        s += byteDigit(bytes, i) * scale;
        scale /= 10;
        i++;
      }
      if (i === start) return false;
    }
  }
  if (!(mi >= 0 && mi <= 59 && s >= 0 && s < 60)) return false;
  const withinHour = (mi * 60 + s) * 1000;
  if (i === to) {
    cache.ms = cache.localMs + withinHour;
    return true;
  }
  let offsetMin = 0;
  const zone = bytes[i];
  if ((zone === 90 || zone === 122) && i + 1 === to) offsetMin = 0;
  else if (zone === 43 || zone === 45) {
    const rest = to - i - 1;
    const oh = byteTwo(bytes, i + 1);
    let om = 0;
    if (rest === 5 && bytes[i + 3] === 58) om = byteTwo(bytes, i + 4);
    else if (rest === 4) om = byteTwo(bytes, i + 3);
    else if (rest !== 2) return false;
    if (!(oh >= 0 && oh <= 23 && om >= 0 && om <= 59)) return false;
    offsetMin = (zone === 45 ? -1 : 1) * (oh * 60 + om);
  } else return false;
  cache.ms = cache.utcMs + withinHour - offsetMin * 60_000;
  return true;
}

/** `YYYY-MM-DDTHH:MM:SS`: a local time to the second, the cell most files write. */
export const SECOND_CELL = 19;

/**
 * readIsoTimeBytes of a `YYYY-MM-DDTHH:MM:SS` cell at `from` whose first 17 bytes (its date,
 * hour and minute) are those of the cell at `previous`, the last one `cache` read: only its
 * seconds are read (59 rows in 60 at 1 s), with readIsoTimeBytes' arithmetic. False when the cell
 * is not such a cell (the caller then reads it whole).
 */
export function readIsoSecondAfter(
  bytes: Uint8Array,
  view: DataView,
  from: number,
  previous: number,
  cache: HourCache,
): boolean {
  if (from + SECOND_CELL > bytes.length) return false;
  // 16 bytes four at a time (`view` is over the same bytes), then the ':' before the seconds.
  for (let k = 0; k < 16; k += 4) if (view.getUint32(from + k) !== view.getUint32(previous + k)) return false;
  if (bytes[from + 16] !== bytes[previous + 16]) return false;
  const s = byteTwo(bytes, from + 17);
  if (!(s >= 0 && s < 60)) return false;
  const mi = byteTwo(bytes, from + 14);
  cache.ms = cache.localMs + (mi * 60 + s) * 1000;
  return true;
}

/**
 * A cell ends at `at`: a separator, a line end (LF, CR) or the end of the bytes. Used by both byte
 * row loops before reading a time cell by its seconds alone.
 */
export function endsCell(bytes: Uint8Array, at: number, sep: number): boolean {
  if (at >= bytes.length) return at === bytes.length;
  const ch = bytes[at] as number;
  return ch === sep || ch === 10 || ch === 13;
}
