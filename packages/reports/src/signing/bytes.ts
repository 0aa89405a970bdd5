/** A standalone ArrayBuffer with exactly these bytes (what WebCrypto and pkijs take). */
export const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
