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
 * counts against the code, which dies after `maxAttempts`; a code works once.
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
      const row = await repository.find(email, purpose);
      const presented = digest(email, purpose, code);
      if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest('auth:invalidCode');
      if (row.attempts >= codePolicy.maxAttempts) throw new AppError(429, 'auth:codeAttemptsExceeded');
      if (!sameDigest(row.codeHash, presented)) {
        const attempts = await repository.addAttempt(email, purpose);
        if (attempts >= codePolicy.maxAttempts) throw new AppError(429, 'auth:codeAttemptsExceeded');
        throw badRequest('auth:invalidCode');
      }
      if (!(await repository.consume(email, purpose, presented))) throw badRequest('auth:invalidCode');
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
