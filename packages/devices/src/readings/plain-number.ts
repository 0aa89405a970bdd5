// The clean-row fast paths of the samples CSVs (heat, CO2): a plain decimal read from its character
// codes, its value left in a Float64Array cell (a double returned from a call that is not inlined
// is a heap allocation: 300,000 of them per 24 h file kept the garbage collector busy).

/** The value of the last plainDecimal* read. */
export const plainValue = new Float64Array(1);

// Exact powers of ten; up to 8 decimals (the CO2 parser's fast path's limit), 15 digits in all
// (an exact mantissa): one division, correctly rounded, the same value every slow path gives.
const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000, 1e7, 1e8];
const MAX_DIGITS = 15;

/**
 * `-?\d+(M\d+)?` at bytes[i] (M is '.', or also ',' when `comma`): the index after it, its value
 * in plainValue[0]; -1 for anything else (a sign '+', an exponent, no digit on one side of the
 * mark, too many digits), which the caller's own parser decides. The caller checks what follows.
 */
export function plainDecimalBytes(bytes: Uint8Array, i: number, comma: boolean): number {
  let ch = bytes[i] as number;
  const negative = ch === 45;
  if (negative) ch = bytes[++i] as number;
  let mantissa = 0;
  const intStart = i;
  while (ch >= 48 && ch <= 57) {
    mantissa = mantissa * 10 + (ch - 48);
    ch = bytes[++i] as number;
  }
  const digits = i - intStart;
  let decimals = 0;
  if (ch === 46 || (comma && ch === 44)) {
    const fracStart = ++i;
    ch = bytes[i] as number;
    while (ch >= 48 && ch <= 57) {
      mantissa = mantissa * 10 + (ch - 48);
      ch = bytes[++i] as number;
    }
    decimals = i - fracStart;
    if (decimals === 0) return -1;
  }
  if (digits === 0 || digits + decimals > MAX_DIGITS || decimals >= POW10.length) return -1;
  // Magnitude first, then the sign (so "-0" is -0), as the slow paths.
  // No division for an integer (the same double: x / 1 is x), a long-latency instruction per cell.
  const value = decimals === 0 ? mantissa : mantissa / (POW10[decimals] as number);
  plainValue[0] = negative ? -value : value;
  return i;
}

/** plainDecimalBytes on a text's character codes (the CO2 CSV reader reads text chunks). */
export function plainDecimalText(text: string, i: number, comma: boolean): number {
  let ch = text.charCodeAt(i);
  const negative = ch === 45;
  if (negative) ch = text.charCodeAt(++i);
  let mantissa = 0;
  const intStart = i;
  while (ch >= 48 && ch <= 57) {
    mantissa = mantissa * 10 + (ch - 48);
    ch = text.charCodeAt(++i);
  }
  const digits = i - intStart;
  let decimals = 0;
  if (ch === 46 || (comma && ch === 44)) {
    const fracStart = ++i;
    ch = text.charCodeAt(i);
    while (ch >= 48 && ch <= 57) {
      mantissa = mantissa * 10 + (ch - 48);
      ch = text.charCodeAt(++i);
    }
    decimals = i - fracStart;
    if (decimals === 0) return -1;
  }
  if (digits === 0 || digits + decimals > MAX_DIGITS || decimals >= POW10.length) return -1;
  const value = mantissa / (POW10[decimals] as number);
  plainValue[0] = negative ? -value : value;
  return i;
}
