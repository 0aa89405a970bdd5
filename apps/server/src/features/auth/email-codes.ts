import { AppError, badRequest } from '../../http/app-error.ts';
import { type AccountLimiter, accountLimits, tooManyRequests } from './account-limiter.ts';
import type { CodePurpose, EmailCodeRepository } from './email-code-repository.ts';
import { hmacSha256, randomCode, sameDigest } from './secrets.ts';

/** The numbers of the e-mailed codes (docs/auth.md). */
export const codePolicy = {
  expiresInSeconds: 15 * 60,
  resendAfterSeconds: 60,
  maxAttempts: 5,
};

/**
 * 6-digit codes e-mailed for registration and password recovery. Stored as HMAC-SHA256 with the
 * server secret (a leaked table does not reveal codes); checked in constant time; a wrong guess
 * counts against the code, which dies after `maxAttempts`; a code works once. Every check spends
 * an attempt atomically before comparing, so parallel guesses get `maxAttempts` comparisons in all.
 */
export function createEmailCodes(repository: EmailCodeRepository, limiter: AccountLimiter, key: Uint8Array) {
  const digest = (email: string, purpose: CodePurpose, code: string) =>
    hmacSha256(key, `${purpose}:${email}:${code}`);

  return {
    /**
     * Creates (or replaces) the code of an e-mail after the cool-down and the hourly limit; answers it.
     * Call it whether or not the e-mail has an account so both cases look alike.
     */
    async create(email: string, purpose: CodePurpose): Promise<string> {
      const previous = await repository.find(email, purpose);
      const wait = previous
        ? previous.sentAt.getTime() + codePolicy.resendAfterSeconds * 1000 - Date.now()
        : 0;
      if (wait > 0) throw tooManyRequests(wait);
      await limiter.consume(`code-request:${purpose}:${email}`, accountLimits.codeRequests);
      const code = randomCode();
      const expiresAt = new Date(Date.now() + codePolicy.expiresInSeconds * 1000);
      await repository.replace(email, purpose, digest(email, purpose, code), expiresAt);
      return code;
    },

    /** Checks and consumes a code; throws a translated 400 (or 429 after too many attempts). */
    async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
      const presented = digest(email, purpose, code);
      const attempt = await repository.takeAttempt(email, purpose, codePolicy.maxAttempts);
      if (!attempt) {
        const row = await repository.find(email, purpose);
        const live = row && row.expiresAt.getTime() > Date.now();
        if (live && row.attempts >= codePolicy.maxAttempts)
          throw new AppError(429, 'auth:codeAttemptsExceeded');
        throw badRequest('auth:invalidCode');
      }
      if (!sameDigest(attempt.codeHash, presented)) {
        if (attempt.attempts >= codePolicy.maxAttempts) throw new AppError(429, 'auth:codeAttemptsExceeded');
        throw badRequest('auth:invalidCode');
      }
      if (!(await repository.consume(email, purpose, presented))) throw badRequest('auth:invalidCode');
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
