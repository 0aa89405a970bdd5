/**
 * What the first bytes of a video or poster upload say it is (never the client's file name or
 * content type). Documents are checked as every PDF is (`features/common/pdf-file.ts`).
 */
export type SupportMedia = 'application/pdf' | 'video/mp4' | 'video/webm' | 'image/png' | 'image/jpeg';

const startsWith = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * MP4: an `ftyp` box first (ISO/IEC 14496-12 §4.3), bytes 4–7. WebM: the EBML magic 1A 45 DF A3
 * (RFC 8794 §8) and the DocType `webm` within the header.
 */
export function videoType(data: Uint8Array): 'video/mp4' | 'video/webm' | undefined {
  if (data.length >= 12 && startsWith(data, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(data.subarray(0, 64)).includes('webm'))
    return 'video/webm';
  return undefined;
}

/** Posters: PNG signature or JPEG SOI marker. */
export function posterType(data: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return undefined;
}
