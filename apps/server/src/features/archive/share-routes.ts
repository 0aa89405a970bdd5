import {
  archiveIdParamsSchema,
  archiveShareCreateSchema,
  archiveShareParamsSchema,
  archiveShareSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { ShareRow } from './share-repository.ts';
import type { ShareService } from './share-service.ts';

const tags = ['archive'];

const shareView = (row: ShareRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Shares of an entry (owner only); signed-in folder. */
export function shareRoutes(service: ShareService) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/archive/:id/shares',
      {
        schema: {
          summary: 'Who an entry is shared with (owner only)',
          tags,
          params: archiveIdParamsSchema,
          response: { 200: dataOf(z.array(archiveShareSchema)), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => ({
        data: (await service.list(currentUser(request).userId, request.params.id)).map(shareView),
      }),
    );

    api.post(
      '/api/archive/:id/shares',
      {
        schema: {
          summary:
            'Share an entry with a user (email) or a group (groupId) with bits 1 view, 2 include; again with the same target changes the bits',
          tags,
          params: archiveIdParamsSchema,
          body: archiveShareCreateSchema,
          response: { 201: dataOf(archiveShareSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const share = await service.create(currentUser(request).userId, request.params.id, request.body);
        return reply.code(201).send({ data: shareView(share) });
      },
    );

    app.delete(
      '/api/archive/:id/shares/:shareId',
      {
        schema: {
          summary: 'Remove a share (owner only)',
          tags,
          params: archiveShareParamsSchema,
          response: { 204: z.null().describe('Removed'), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { id, shareId } = archiveShareParamsSchema.parse(request.params);
        await service.remove(currentUser(request).userId, id, shareId);
        return reply.code(204).send();
      },
    );
  };
}
