import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import { ipLimits } from './ip-limits.ts';
import type { AuthServices } from './auth-services.ts';

const tags = ['auth'];

/** POST /api/login, /api/login/refresh-token and /api/login/logout. */
export function registerLoginRoutes(app: FastifyInstance, services: AuthServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/login',
    {
      config: ipLimits.login,
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        body: loginRequestSchema,
        response: { 200: dataOf(loginResponseSchema), ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password, loginOriginType } = request.body;
      return { data: await services.login.login(email, password, loginOriginType) };
    },
  );

  api.post(
    '/api/login/refresh-token',
    {
      config: ipLimits.refresh,
      schema: {
        summary: 'Rotate a refresh token: new access and refresh tokens; a reused token ends the session',
        tags,
        body: refreshTokenRequestSchema,
        response: { 200: dataOf(loginResponseSchema), ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => ({
      data: await services.sessions.refresh(request.body.token, request.body.loginOriginType),
    }),
  );

  api.post(
    '/api/login/logout',
    {
      config: ipLimits.refresh,
      schema: {
        summary: 'End the session of the refresh token (and of the bearer token, if sent)',
        tags,
        body: logoutRequestSchema,
        response: { 200: okAnswer, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      if (request.body.refreshToken) await services.refreshTokens.revokeByToken(request.body.refreshToken);
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const claims = bearer ? await services.accessTokens.verify(bearer) : undefined;
      if (claims) await services.refreshTokens.revokeFamily(claims.sessionId);
      return ok;
    },
  );
}
