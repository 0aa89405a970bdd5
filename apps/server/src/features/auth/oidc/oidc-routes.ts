import {
  loginResponseSchema,
  oidcAccessTokenRequestSchema,
  oidcCodeRequestSchema,
  oidcConfigSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, errorAnswers } from '../../common/responses.ts';
import { ipLimits } from '../ip-limits.ts';
import type { AuthServices } from '../auth-services.ts';

const tags = ['auth'];
const response = { 200: dataOf(loginResponseSchema), ...errorAnswers(400, 401, 429, 502, 503) };

/** Third-party sign-in against the OpenID Connect issuer of OIDC_ISSUER (Google by default). */
export function registerOidcRoutes(app: FastifyInstance, services: AuthServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/login/oidc-config',
    {
      // Public and cheap (the discovery document is cached), but an unreachable issuer makes each call
      // try again: the refresh-call limit keeps that from becoming a way to make us fetch in a loop.
      config: ipLimits.refresh,
      schema: {
        summary:
          'Public settings of the third-party sign-in button (authorization endpoint from the issuer discovery)',
        tags,
        response: { 200: dataOf(oidcConfigSchema), ...errorAnswers(429, 502) },
      },
    },
    async (_request, reply) => {
      const data = await services.oidc.config();
      // Settings can change with a restart; the login page asks once per visit anyway.
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );

  api.post(
    '/api/login/google',
    {
      config: ipLimits.login,
      schema: {
        summary: 'Sign in with an OpenID Connect access token (checked at the issuer userinfo endpoint)',
        tags,
        body: oidcAccessTokenRequestSchema,
        response,
      },
    },
    async (request) => ({
      data: await services.oidc.withAccessToken(
        request.body.accessToken,
        request.body.loginOriginType,
        request.language,
      ),
    }),
  );

  api.post(
    '/api/login/google/code',
    {
      config: ipLimits.login,
      schema: {
        summary:
          'Sign in with an authorization code (exchanged at the issuer; id_token checked with its JWKS)',
        tags,
        body: oidcCodeRequestSchema,
        response,
      },
    },
    async (request) => {
      const { loginOriginType, ...input } = request.body;
      return { data: await services.oidc.withCode(input, loginOriginType, request.language) };
    },
  );
}
