import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Gate, UploadSlots } from './upload-gates.ts';
import { readStreamedUpload, type StreamedFile, type StreamedUpload } from './stream-upload.ts';

/** Largest image (profile photo, company logo): decoded and shrunk to 1920 px anyway. */
export const maxImageBytes = 10 * 1024 * 1024;
/** Largest PDF (measurement report, calibration certificate). */
export const maxPdfBytes = 20 * 1024 * 1024;

/**
 * How many times the upload limit a compressed reading file may expand to (the decompression-bomb
 * guard): record texts compress 3–4× with gzip, so 10× leaves room.
 */
export const recordExpansion = 10;

/**
 * The largest reading once decompressed, whatever the upload limit: a 7-day vibration record at 1 s
 * with third octaves on three axes is ≈ 410 MB, and a reading is parsed in memory (one at a time,
 * UPLOAD_PARSE_SLOTS), so a larger BODY_LIMIT_MB does not let one file expand without bound.
 */
export const maxRecordBytesCap = 512 * 1024 * 1024;

/** Largest reading file once decompressed, for an upload limit (BODY_LIMIT_MB). */
export const maxRecordBytes = (uploadLimitBytes: number): number =>
  Math.min(uploadLimitBytes * recordExpansion, Math.max(uploadLimitBytes, maxRecordBytesCap));

/**
 * Largest JSON (or other parsed) request body: every JSON route takes a few kilobytes, so the upload
 * limit, sized for a week-long reading, is not what a JSON body may be.
 */
export const maxJsonBodyBytes = 4 * 1024 * 1024;

/** The temporary upload folder under DATA_DIR (same disk as local storage: moving is a rename). */
export const uploadTempDir = (dataDir: string): string => join(dataDir, 'tmp', 'uploads');

export interface UploadReceiverOptions {
  tempDir: string;
  /** Uploads one user may have in progress at once; the next gets 429. */
  perUser: number;
  /** Files whose bytes may be in memory at once for parsing, across all users. */
  parseSlots: number;
}

/**
 * How every upload route takes its file: under the user's upload slot, streamed to a temporary
 * file (hashed, counted, 413 past `maxFileBytes`), and read into memory only through `withBytes`.
 */
export function createUploadReceiver(options: UploadReceiverOptions) {
  const slots = new UploadSlots(options.perUser);
  const parsing = new Gate(options.parseSlots);
  return {
    tempDir: options.tempDir,
    parsing,
    slots,

    /**
     * Streams the request's one file to a temporary file. The caller must call `discard()` when
     * done (in a `finally`): it removes the temporary file and gives the user's slot back.
     */
    async receive(
      request: FastifyRequest,
      limits: { userId: string; maxFileBytes: number },
    ): Promise<StreamedUpload> {
      const release = slots.take(limits.userId);
      try {
        const upload = await readStreamedUpload(request, {
          tempDir: options.tempDir,
          maxFileBytes: limits.maxFileBytes,
        });
        return {
          ...upload,
          discard: async () => {
            release();
            await upload.discard();
          },
        };
      } catch (error) {
        release();
        throw error;
      }
    },

    /** Runs `task` with the whole file in memory, at most `parseSlots` files at once. */
    withBytes<T>(file: Pick<StreamedFile, 'path'>, task: (bytes: Buffer) => T | Promise<T>): Promise<T> {
      return parsing.run(async () => task(await readFile(file.path)));
    },
  };
}

export type UploadReceiver = ReturnType<typeof createUploadReceiver>;
