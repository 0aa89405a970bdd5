/** CRC-32 (ISO 3309, the one ZIP uses), table-driven; `update` lets a stream be checked chunk by chunk. */
const table = (() => {
  const entries = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    entries[n] = c >>> 0;
  }
  return entries;
})();

/** Continues a CRC over `bytes`; start with `crc32Update(0, …)`. */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (table[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

export const crc32 = (bytes: Uint8Array) => crc32Update(0, bytes);
