import { z } from 'zod';

/** GET /api/config: the server's limits the screens show, so that they and the server agree. */
export const publicConfigSchema = z.object({
  /** Largest request body the server takes (BODY_LIMIT_MB), in bytes: uploads, raw records. */
  uploadLimitBytes: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
