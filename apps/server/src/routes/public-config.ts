import { publicConfigSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxRecordBytes } from '../http/upload-receiver.ts';

/** GET /api/config (public): the limits the screens announce, read from this server's settings. */
export function registerPublicConfigRoute(app: FastifyInstance, config: { bodyLimitBytes: number }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        summary: 'Limits the web app shows: upload size (as stored, compressed) and largest reading',
        tags: ['system'],
        response: { 200: z.object({ data: publicConfigSchema }) },
      },
    },
    async () => ({
      data: {
        uploadLimitBytes: config.bodyLimitBytes,
        recordLimitBytes: maxRecordBytes(config.bodyLimitBytes),
      },
    }),
  );
}
