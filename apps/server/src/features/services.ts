import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { createAccountLimiter } from './auth/account-limiter.ts';
import { createCleanupTask } from './auth/cleanup-task.ts';
import { createEmailCodeRepository } from './auth/email-code-repository.ts';
import { createEmailCodes } from './auth/email-codes.ts';
import { createExpiredRowsRepository } from './auth/expired-rows-repository.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { createLoginService } from './auth/login-service.ts';
import { createIdentityRepository } from './auth/oidc/identity-repository.ts';
import { createOidcClient } from './auth/oidc/oidc-client.ts';
import { createOidcLoginService } from './auth/oidc/oidc-login-service.ts';
import { createRateCounterRepository } from './auth/rate-counter-repository.ts';
import { createRefreshTokenRepository } from './auth/refresh-token-repository.ts';
import { createRefreshTokens } from './auth/refresh-tokens.ts';
import { randomToken } from './auth/secrets.ts';
import { createSessionRepository } from './auth/session-repository.ts';
import { createSessions } from './auth/sessions.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { createPushRepository } from './push/push-repository.ts';
import { createFileStorage } from './storage/create-storage.ts';
import { createProfileService } from './users/profile-service.ts';
import { createRecoveryService } from './users/recovery-service.ts';
import { createRegistrationService } from './users/registration-service.ts';
import { createUserRepository } from './users/user-repository.ts';

/** Wires repositories and services once per app (fastify/demo style: plugins, then routes). */
export function createServices(config: ServerConfig, database: Database, log: FastifyBaseLogger) {
  const db = database.db;
  const secret = resolveJwtSecret(config);
  const users = createUserRepository(db);
  const emailCodeRepository = createEmailCodeRepository(db);
  const limiter = createAccountLimiter(createRateCounterRepository(db));
  const accessTokens = createAccessTokens(secret);
  const refreshTokens = createRefreshTokens(createRefreshTokenRepository(db));
  const sessions = createSessions({ accessTokens, refreshTokens, users });
  const codes = createEmailCodes(emailCodeRepository, limiter, secret);
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: join(config.dataDir, 'outbox') },
    log,
  );
  const mail = createMailQueue(mailer, log);
  const storage = createFileStorage(config);
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
    accessTokens,
    sessionRepository: createSessionRepository(db),
    refreshTokens,
    sessions,
    mail,
    storage,
    push: createPushRepository(db),
    login: createLoginService({ users, sessions, limiter, dummyHash }),
    oidc: createOidcLoginService({
      client: oidcClient,
      users,
      identities: createIdentityRepository(db),
      sessions,
    }),
    registration: createRegistrationService({ users, codes, mail }),
    recovery: createRecoveryService({ users, codes, mail, refreshTokens, limiter }),
    /** Deletes expired codes, counters and old refresh tokens; started by start.ts, not by tests. */
    cleanup: createCleanupTask({ deleteExpired: () => expiredRows.deleteExpired(), log }),
    profile: createProfileService({
      users,
      storage,
      refreshTokens,
      emailCodes: emailCodeRepository,
      dummyHash,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
