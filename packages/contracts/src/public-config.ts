import { z } from 'zod';

/** GET /api/config: the server's limits the screens show, so that they and the server agree. */
export const publicConfigSchema = z.object({
  /**
   * Largest request body the server takes (BODY_LIMIT_MB), in bytes: uploads as they are sent and
   * stored (a reading file is sent gzip-compressed, so this counts its compressed bytes).
   */
  uploadLimitBytes: z.number().int().positive(),
  /**
   * Largest reading file once decompressed (the server's decompression-bomb guard, a multiple of the
   * upload limit): what the browser opens.
   */
  recordLimitBytes: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
