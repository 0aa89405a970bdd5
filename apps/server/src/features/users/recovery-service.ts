import type { CodeSent } from '@ohp/contracts';
import { isLanguage, type Language } from '@ohp/i18n';
import { hashPassword } from '../../auth/password.ts';
import { badRequest } from '../../http/app-error.ts';
import { codePolicy, type EmailCodes } from '../auth/email-codes.ts';
import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { AccountLimiter } from '../auth/account-limiter.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { codeMail } from '../mail/templates.ts';
import { codeSent } from './registration-service.ts';
import type { UserRepository } from './user-repository.ts';

/**
 * Forgot password. The request answers the same whether or not the e-mail is registered (a code
 * is stored either way, only a registered e-mail receives it). Setting the new password revokes
 * every refresh token of the user and clears the sign-in failure counter.
 */
export function createRecoveryService(deps: {
  users: UserRepository;
  codes: EmailCodes;
  mail: MailQueue;
  refreshTokens: RefreshTokens;
  limiter: AccountLimiter;
}) {
  return {
    async requestCode(email: string, requestLanguage: Language): Promise<CodeSent> {
      const code = await deps.codes.create(email, 'reset');
      const user = await deps.users.findByEmail(email);
      if (user) {
        const language = isLanguage(user.language) ? user.language : requestLanguage;
        await deps.mail.enqueue(
          codeMail(language, 'resetCode', email, code, codePolicy.expiresInSeconds / 60),
        );
      }
      return codeSent;
    },

    async setPassword(email: string, code: string, password: string): Promise<void> {
      await deps.codes.consume(email, 'reset', code);
      const user = await deps.users.findByEmail(email);
      if (!user) throw badRequest('auth:invalidCode');
      await deps.users.update(user.id, {
        passwordHash: await hashPassword(password),
        mustChangePassword: false,
      });
      await deps.refreshTokens.revokeUser(user.id);
      await deps.limiter.reset(`login:${email}`);
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
