// A record text's UTF-8 bytes in pieces, for a byte scanner that reads a file in pieces: a 24 MB
// AxPro text is then never copied whole. The copy cost more than the encoding (its ~6,000 fresh
// pages faulted in, and a GC for its external memory); the pieces share one 1 MB buffer.

const ENCODER = new TextEncoder();
/** Characters per piece before it runs on to its line feed. */
const PIECE = 1 << 18;
const BUFFER_BYTES = 1 << 20;

/**
 * The UTF-8 bytes of `text`, cut after line feeds (the last piece ends where the text ends); joined,
 * they are TextEncoder's encoding of the whole text (a cut never splits a character, so a lone
 * surrogate is U+FFFD either way). Each piece is a view of a buffer the next one overwrites: read it
 * before asking for the next. (The sizes are parameters for the tests.)
 */
export function* utf8Pieces(
  text: string,
  pieceChars = PIECE,
  bufferBytes = BUFFER_BYTES,
): Generator<Uint8Array, void, undefined> {
  const buffer = new Uint8Array(Math.min(bufferBytes, text.length * 3));
  let from = 0;
  while (from < text.length) {
    const nl = text.indexOf('\n', from + pieceChars - 1);
    const to = nl === -1 ? text.length : nl + 1;
    const piece = text.slice(from, to);
    const { read, written } = ENCODER.encodeInto(piece, buffer);
    // A piece longer than the buffer (one long line, or many 3-byte characters) is encoded alone.
    yield read === piece.length ? buffer.subarray(0, written) : ENCODER.encode(piece);
    from = to;
  }
}
