import { hashPassword } from '../../auth/password.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createUserRepository } from '../users/user-repository.ts';
import { createAccessTokens } from './access-token.ts';
import { createAccountLimiter } from './account-limiter.ts';
import { createCleanupTask } from './cleanup-task.ts';
import { createEmailCodeRepository } from './email-code-repository.ts';
import { createEmailCodes } from './email-codes.ts';
import { createExpiredRowsRepository } from './expired-rows-repository.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { createLoginService } from './login-service.ts';
import { createIdentityRepository } from './oidc/identity-repository.ts';
import { createOidcClient } from './oidc/oidc-client.ts';
import { createOidcLoginService } from './oidc/oidc-login-service.ts';
import { createRateCounterRepository } from './rate-counter-repository.ts';
import { createRefreshTokenRepository } from './refresh-token-repository.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { randomToken } from './secrets.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSessions } from './sessions.ts';

// The sign-in services, apart from their registration so that the route files can name their type
// without importing register-auth.ts (which imports them).

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
