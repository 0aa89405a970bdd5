import type { CodeSent, RegisterData } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { hashPassword } from '../../auth/password.ts';
import { badRequest } from '../../http/app-error.ts';
import { codePolicy, type EmailCodes } from '../auth/email-codes.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { accountExistsMail, codeMail } from '../mail/templates.ts';
import type { UserRepository, UserRow } from './user-repository.ts';

export const codeSent: CodeSent = {
  sent: true,
  resendAfterSeconds: codePolicy.resendAfterSeconds,
  expiresInSeconds: codePolicy.expiresInSeconds,
};

/**
 * Registration by e-mailed code. The code request answers the same for every e-mail: a new
 * address gets a code, a registered one gets a "you already have an account" e-mail instead
 * (its code is stored but never sent, so cool-down and limits behave alike).
 */
export function createRegistrationService(deps: {
  users: UserRepository;
  codes: EmailCodes;
  mail: MailQueue;
}) {
  return {
    async requestCode(email: string, language: Language): Promise<CodeSent> {
      const code = await deps.codes.create(email, 'register');
      const existing = await deps.users.findByEmail(email);
      await deps.mail.enqueue(
        existing
          ? accountExistsMail(language, email)
          : codeMail(language, 'registerCode', email, code, codePolicy.expiresInSeconds / 60),
      );
      return codeSent;
    },

    async register(code: string, input: RegisterData, language: Language): Promise<UserRow> {
      await deps.codes.consume(input.email, 'register', code);
      const user = await deps.users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        lastName: input.lastName,
        document: input.document,
        phone: input.phone,
        country: input.country,
        newsletter: input.newsletter,
        language,
      });
      // Only reachable in a race (registered e-mails never receive a code): a generic answer.
      if (!user) throw badRequest('auth:registrationFailed');
      return user;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
