import { pushRegisterRequestSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { Services } from '../services.ts';

/** POST /api/push-notification/register: keeps the browser's Web Push subscription (sending comes later). */
export function registerPushRoutes(app: FastifyInstance, services: Services): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/push-notification/register',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Store the Web Push subscription of this browser for the signed-in user',
        tags: ['push'],
        security: [{ bearerAuth: [] }],
        body: pushRegisterRequestSchema.nullish(),
        response: { 200: dataOf(z.object({ registered: z.boolean() })), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const subscription = request.body?.subscription;
      if (subscription) await services.push.upsert(currentUser(request).userId, subscription);
      return { data: { registered: subscription !== undefined } };
    },
  );
}
