// Allocation-free decimal parsing straight from the CSV bytes (the 24 h × 35 column file has
// ~3 million fields). The fast path builds an integer mantissa and divides by an exact power of
// ten, which is correctly rounded and so equal to Number(); anything unusual falls back to Number().

const LATIN1 = new TextDecoder('latin1');

export const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_FAST_DIGITS = 15;

const C_0 = 48;
const C_9 = 57;
const C_DOT = 46;
const C_COMMA = 44;
const C_PLUS = 43;
const C_MINUS = 45;
const C_E = 101;
const C_UPPER_E = 69;

/**
 * The number in bytes[start, end), or NaN. Accepts [+-]digits[.digits][e±digits]; the decimal
 * mark is '.' and, when `commaDecimal`, also ','. No thousands separators, no spaces inside.
 */
export function parseDecimal(bytes: Uint8Array, start: number, end: number, commaDecimal: boolean): number {
  let i = start;
  if (i >= end) return Number.NaN;
  let negative = false;
  let c = bytes[i] as number;
  if (c === C_PLUS || c === C_MINUS) {
    negative = c === C_MINUS;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let fraction = 0;
  let seenMark = false;
  for (; i < end; i++) {
    c = bytes[i] as number;
    if (c >= C_0 && c <= C_9) {
      mantissa = mantissa * 10 + (c - C_0);
      digits++;
      if (seenMark) fraction++;
    } else if (!seenMark && (c === C_DOT || (commaDecimal && c === C_COMMA))) {
      seenMark = true;
    } else if (c === C_E || c === C_UPPER_E) {
      return digits > 0 ? slowParse(bytes, start, end, commaDecimal) : Number.NaN;
    } else {
      return Number.NaN;
    }
  }
  if (digits === 0) return Number.NaN;
  if (digits > MAX_FAST_DIGITS || fraction >= POW10.length) return slowParse(bytes, start, end, commaDecimal);
  const value = mantissa / (POW10[fraction] as number);
  return negative ? -value : value;
}

function slowParse(bytes: Uint8Array, start: number, end: number, commaDecimal: boolean): number {
  let s = LATIN1.decode(bytes.subarray(start, end));
  if (commaDecimal) s = s.replace(',', '.');
  // Number() accepts forms we do not ("0x1F", "Infinity", " 1"); allow only plain decimals here.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number.NaN;
  return Number(s);
}
