import { pushRegisterRequestSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';
import type { PushRepository } from './push-repository.ts';

/**
 * POST /api/push-notification/register: keeps the browser's Web Push subscription. The server
 * will POST to its endpoint, so an endpoint that is not a public HTTPS address is refused (400,
 * `push-endpoint.ts`); one another user owns is never moved (409).
 */
export function registerPushRoutes(
  app: FastifyInstance,
  push: PushRepository,
  options: { allowInsecureEndpoints: boolean },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/push-notification/register',
    {
      schema: {
        summary: 'Store the Web Push subscription of this browser for the signed-in user',
        tags: ['push'],
        body: pushRegisterRequestSchema.nullish(),
        response: { 200: dataOf(z.object({ registered: z.boolean() })), ...errorAnswers(400, 401, 409) },
      },
    },
    async (request) => {
      const subscription = request.body?.subscription;
      if (subscription && !pushEndpointAllowed(subscription.endpoint, options.allowInsecureEndpoints))
        throw new AppError(400, 'errors:pushEndpointRefused');
      if (subscription && !(await push.upsert(currentUser(request).userId, subscription)))
        throw new AppError(409, 'errors:pushSubscriptionTaken');
      return { data: { registered: subscription !== undefined } };
    },
  );
}

/** GET /api/push-notification/public-key: the VAPID key the browser subscribes with. */
export function registerPushKeyRoute(app: FastifyInstance, publicKey: string): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/push-notification/public-key',
    {
      schema: {
        summary: 'The VAPID public key (applicationServerKey) of this server',
        tags: ['push'],
        response: { 200: dataOf(z.object({ publicKey: z.string() })) },
      },
    },
    async () => ({ data: { publicKey } }),
  );
}
