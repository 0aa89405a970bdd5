import { adminStorageQuotaSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { ArchiveRepository } from './archive-repository.ts';

/** PUT admin/users/{id}/storage-quota: an admin's per-user override; admin folder. */
export function quotaRoutes(repository: ArchiveRepository) {
  return (app: FastifyInstance): void => {
    app.withTypeProvider<ZodTypeProvider>().put(
      '/api/admin/users/:id/storage-quota',
      {
        schema: {
          summary: "Set a user's archive quota in MB (null: back to STORAGE_QUOTA_MB)",
          tags: ['admin'],
          params: z.object({ id: z.uuid() }),
          body: adminStorageQuotaSchema,
          response: {
            200: dataOf(z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() })),
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        if (!(await repository.setQuota(request.params.id, request.body.quotaMb))) throw notFound();
        return { data: await repository.usage(request.params.id) };
      },
    );
  };
}
