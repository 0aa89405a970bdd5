import { isUtf8 } from 'node:buffer';

/**
 * isUtf8 over a file read in pieces, with the answer isUtf8 gives for the whole file: each piece is
 * checked up to the start of its last character (a byte that is not a continuation byte, 10xxxxxx)
 * and the rest goes with the next piece. A cut before a character's first byte never splits a
 * sequence, valid or not, so the pieces are valid exactly when the whole is.
 */
export function utf8Pieces(): { push(piece: Uint8Array): boolean; end(): boolean } {
  let tail = new Uint8Array(0);
  return {
    push(piece) {
      let bytes = piece;
      if (tail.length > 0) {
        bytes = new Uint8Array(tail.length + piece.length);
        bytes.set(tail);
        bytes.set(piece, tail.length);
      }
      let cut = bytes.length;
      for (let k = 1; k <= 4 && k <= bytes.length; k++) {
        if (((bytes[bytes.length - k] as number) & 0xc0) !== 0x80) {
          cut = bytes.length - k;
          break;
        }
      }
      tail = bytes.slice(cut);
      return isUtf8(bytes.subarray(0, cut));
    },
    end: () => isUtf8(tail),
  };
}
