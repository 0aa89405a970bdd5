import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password.ts';
import { registerRouteFolder } from '../../http/route-folder.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createUserRepository } from '../users/user-repository.ts';
import { createAccessTokens } from './access-token.ts';
import { createAccountLimiter } from './account-limiter.ts';
import { authPlugin } from './auth-plugin.ts';
import { scheduledRetries } from '../jobs/job-queue.ts';
import { type CleanupTask, createCleanupTask } from './cleanup-task.ts';
import { createEmailCodeRepository } from './email-code-repository.ts';
import { createEmailCodes } from './email-codes.ts';
import { createExpiredRowsRepository } from './expired-rows-repository.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { createLoginService } from './login-service.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { createIdentityRepository } from './oidc/identity-repository.ts';
import { createOidcClient } from './oidc/oidc-client.ts';
import { createOidcLoginService } from './oidc/oidc-login-service.ts';
import { registerOidcRoutes } from './oidc/oidc-routes.ts';
import { createRateCounterRepository } from './rate-counter-repository.ts';
import { createRefreshTokenRepository } from './refresh-token-repository.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { randomToken } from './secrets.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes expired codes, counters and old refresh tokens; started by start.ts, not by tests. */
    cleanup: CleanupTask;
  }
}

/** Builds the sign-in services from the shared dependencies. */
export function createAuthServices({ config, database, log }: FeatureDeps) {
  const db = database.db;
  const secret = resolveJwtSecret(config);
  const users = createUserRepository(db);
  const emailCodeRepository = createEmailCodeRepository(db);
  const limiter = createAccountLimiter(createRateCounterRepository(db));
  const accessTokens = createAccessTokens(secret);
  const refreshTokens = createRefreshTokens(createRefreshTokenRepository(db));
  const sessions = createSessions({ accessTokens, refreshTokens, users });
  // Verified when the account is unknown or has no password, so failures all cost the same.
  // Computed in the background so start-up does not wait for it.
  const dummyHash = hashPassword(randomToken());
  dummyHash.catch(() => {});
  const expiredRows = createExpiredRowsRepository(db);
  const oidcClient = config.oidcClientId
    ? createOidcClient({
        issuer: config.oidcIssuer,
        clientId: config.oidcClientId,
        clientSecret: config.oidcClientSecret,
      })
    : undefined;
  return {
    users,
    emailCodeRepository,
    limiter,
    accessTokens,
    sessionRepository: createSessionRepository(db),
    refreshTokens,
    sessions,
    codes: createEmailCodes(emailCodeRepository, limiter, secret),
    dummyHash,
    login: createLoginService({ users, sessions, limiter, dummyHash }),
    oidc: createOidcLoginService({
      client: oidcClient,
      users,
      identities: createIdentityRepository(db),
      sessions,
    }),
    cleanup: createCleanupTask({ deleteExpired: () => expiredRows.deleteExpired(), log }),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;

/**
 * The sign-in feature: decorates app.authenticate / app.requireAdmin (used by the signed-in route
 * folders of every other feature), registers its public routes and hands its services to the
 * features that need them (users).
 */
/** The hourly clean-up of expired codes, counters and refresh tokens, as a job. */
export const cleanupJob = 'cleanup-expired';

export async function registerAuth(app: FastifyInstance, deps: FeatureDeps): Promise<AuthServices> {
  const auth = createAuthServices(deps);
  await app.register(authPlugin, { accessTokens: auth.accessTokens, sessions: auth.sessionRepository });
  app.decorate('cleanup', auth.cleanup);
  // Scheduled hourly by start.ts, once per cluster.
  deps.jobs.define(cleanupJob, () => auth.cleanup.runOnce(), scheduledRetries);
  // The expired-row clean-up (started by start.ts) must finish before the database closes.
  app.addHook('onClose', async () => auth.cleanup.stop());
  await registerRouteFolder(app, 'public', [
    (scope) => registerLoginRoutes(scope, auth),
    (scope) => registerOidcRoutes(scope, auth),
  ]);
  return auth;
}
