import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized } from '../../http/app-error.ts';
import type { AccessTokens } from './access-token.ts';
import type { SessionRepository } from './session-repository.ts';

export interface AuthenticatedUser {
  userId: string;
  role: 'user' | 'admin';
  /** Refresh-token family of this sign-in. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer access token of an open session, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * onRequest hook: like authenticate, and the user's role must be 'admin'. A non-admin gets the
     * 404 of an unknown route, so the admin area is not even shown to exist (docs/admin.md).
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by authenticate/requireAdmin; read it with currentUser(request). */
    auth: AuthenticatedUser | null;
  }
}

/** The signed-in user of a route protected by app.authenticate (throws 401 otherwise). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** Decorates app.authenticate / app.requireAdmin and request.auth for every route module. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { accessTokens: AccessTokens; sessions: SessionRepository }) => {
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = bearer(request);
      if (!token) throw unauthorized();
      const claims = await options.accessTokens.verify(token);
      if (!claims) throw unauthorized('auth:sessionExpired');
      // Logout, a password change or account deletion ends the session at once, not after 15 min.
      const role = await options.sessions.activeRole(claims.userId, claims.sessionId);
      if (!role) throw unauthorized('auth:sessionExpired');
      request.auth = { userId: claims.userId, role, sessionId: claims.sessionId };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.auth?.role !== 'admin')
        throw notFound('errors:routeNotFound', {
          method: request.method,
          url: request.url.split('?')[0] ?? '',
        });
    });
  },
  { name: 'ohp-auth' },
);
