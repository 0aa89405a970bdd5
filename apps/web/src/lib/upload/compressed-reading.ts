import { formatSize } from '@ohp/i18n';
import { currentLanguage, i18next } from '../i18n';
import { publicConfigQueryOptions } from '../public-config';
import { queryClient } from '../query-client';

// A reading file is sent gzip-compressed (the platform's CompressionStream): a 24-h vibration
// record of 58 MB goes as ≈ 18 MB, and the server stores it as it came (docs/storage.md
// "Compressed files"). The server's upload limit counts those compressed bytes, so the check is
// made here on them, before anything is sent.

/** Characters encoded per piece: the record is never copied whole as bytes beside its text. */
const PIECE_CHARS = 1 << 20;

/** The UTF-8 bytes of `text`, a piece at a time (a surrogate pair is never cut between pieces). */
function utf8Pieces(text: string): ReadableStream<BufferSource> {
  const encoder = new TextEncoder();
  let at = 0;
  return new ReadableStream<BufferSource>({
    pull(controller) {
      if (at >= text.length) {
        controller.close();
        return;
      }
      let end = Math.min(text.length, at + PIECE_CHARS);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      controller.enqueue(encoder.encode(text.slice(at, end)));
      at = end;
    },
  });
}

/** `text` as UTF-8 (what a plain upload would send), gzip-compressed, as an `application/gzip` Blob. */
export async function gzipText(text: string): Promise<Blob> {
  const parts: Uint8Array[] = [];
  const reader = utf8Pieces(text).pipeThrough(new CompressionStream('gzip')).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return new Blob(parts as BlobPart[], { type: 'application/gzip' });
}

/** A save refused before sending: the compressed file is over the server's upload limit. */
export class TooLargeToSaveError extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
    language = currentLanguage(),
  ) {
    super(
      i18next.t('uploads:tooLargeToSaveSized', {
        lng: language,
        size: formatSize(language, size),
        limit: formatSize(language, limit),
      }),
    );
    this.name = 'TooLargeToSaveError';
  }
}

/**
 * The reading's file part of a save: compressed, and refused with `TooLargeToSaveError` when it is
 * over `limitBytes` (the server's `uploadLimitBytes`; undefined when unknown: the server decides).
 */
export async function readingFilePart(text: string, limitBytes: number | undefined): Promise<Blob> {
  const file = await gzipText(text);
  if (limitBytes !== undefined && file.size > limitBytes)
    throw new TooLargeToSaveError(file.size, limitBytes);
  return file;
}

/**
 * The file part of a reading's save, checked against the server's limit (GET /api/config, asked
 * once per session; when the server cannot say, it decides on the upload itself).
 */
export async function savedReadingFile(text: string): Promise<Blob> {
  const config = await queryClient.fetchQuery(publicConfigQueryOptions()).catch(() => undefined);
  return readingFilePart(text, config?.uploadLimitBytes);
}
