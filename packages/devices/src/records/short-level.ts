// The usual form of a sound level in a record or a samples CSV, "dd.d" or "dd" (nearly every one of
// the ~3 million fields of a 24 h record with bands), recognised in four bytes read at once instead of
// byte by byte. Shared by the dosimeter scanner and the samples CSV reader; anything else is left to
// their general number readers.

/**
 * The short level at the start of the four bytes `x` (read little-endian, `DataView.getUint32(at,
 * true)`: the first byte lowest), as `tenths * 8 + length`: the level is `tenths / 10` (the double
 * `Number()` gives for "dd.d", and for "dd" with tenths = dd0; a division, not a table: a table's
 * load cost a map and a bounds check in the loops over every field), length is 4 for
 * "dd.d" (decimal mark '.', or ',' when `comma`) and 2 for "dd" followed by neither a digit nor a mark;
 * -1 for anything else. The caller checks the byte after the level ends its field.
 */
export function shortLevel(x: number, comma: boolean): number {
  // A digit is 0x3X with X + 6 < 16: both tested on the bytes at once, carries staying in their byte.
  if ((x & 0xf0f0) !== 0x3030 || ((x + 0x0606) & 0xf0f0) !== 0x3030) return -1;
  const tens = (x & 15) * 100 + ((x >>> 8) & 15) * 10;
  const third = (x >>> 16) & 255;
  if (third === 46 || (comma && third === 44)) {
    const d = (x >>> 24) - 48;
    return d >= 0 && d <= 9 ? (tens + d) * 8 + 4 : -1;
  }
  return third >= 48 && third <= 57 ? -1 : tens * 8 + 2;
}
