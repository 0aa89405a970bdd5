import {
  deleteAccountQuerySchema,
  updatePasswordSchema,
  updateProfileSchema,
  userSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { ipLimits } from '../auth/ip-limits.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { UserServices } from './user-services.ts';
import { toPublicUser } from './user-view.ts';

const tags = ['user'];

/** The signed-in user's profile, password and account deletion. */
export function registerProfileRoutes(app: FastifyInstance, services: UserServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profile = services.profile;

  api.get(
    '/api/user',
    {
      schema: {
        summary: 'The signed-in user',
        tags,
        response: { 200: dataOf(userSchema), ...errorAnswers(401) },
      },
    },
    async (request) => ({ data: toPublicUser(await profile.load(currentUser(request).userId)) }),
  );

  api.post(
    '/api/user/update',
    {
      schema: {
        summary: 'Change profile data and preferences (only the fields sent)',
        tags,
        body: updateProfileSchema,
        response: { 200: dataOf(userSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request) => ({
      data: toPublicUser(await profile.update(currentUser(request).userId, request.body)),
    }),
  );

  api.post(
    '/api/user/update-password',
    {
      config: ipLimits.passwordCheck,
      schema: {
        summary: 'Change the password (current one required); ends the other sessions',
        tags,
        body: updatePasswordSchema,
        response: { 200: okAnswer, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      await profile.changePassword(userId, sessionId, request.body.password, request.body.newPassword);
      return ok;
    },
  );

  api.delete(
    '/api/user/delete',
    {
      config: ipLimits.passwordCheck,
      schema: {
        summary: 'Delete the own account and its files (password required)',
        tags,
        querystring: deleteAccountQuerySchema,
        response: { 200: okAnswer, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      await profile.deleteAccount(currentUser(request).userId, request.query.password);
      return ok;
    },
  );
}
