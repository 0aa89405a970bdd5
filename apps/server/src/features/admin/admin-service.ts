import { randomInt } from 'node:crypto';
import type { AuditAction } from '@ohp/contracts';
import { hashPassword } from '../../auth/password.ts';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { AdminUserRepository } from './admin-user-repository.ts';
import type { AuditRepository } from './audit-repository.ts';

/** The admin performing an action and where the request came from (for the audit log). */
export interface AdminActor {
  userId: string;
  email: string;
  ip: string;
}

/** A 6-digit temporary password from the CSPRNG (docs/admin.md "Password reset"). */
export const temporaryPassword = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The admin rules: roles, password resets; every action is written to the audit log. */
export function createAdminService(deps: {
  users: AdminUserRepository;
  audit: AuditRepository;
  refreshTokens: RefreshTokens;
  notifier: Notifier;
}) {
  async function target(id: string) {
    const user = await deps.users.find(id);
    if (!user) throw notFound('admin:userNotFound');
    return user;
  }
  const record = (
    actor: AdminActor,
    action: AuditAction,
    whom?: { id: string; email: string },
    detail = {},
  ) =>
    deps.audit.record({
      actorId: actor.userId,
      actorEmail: actor.email,
      action,
      targetId: whom?.id ?? null,
      targetEmail: whom?.email ?? null,
      detail,
      ip: actor.ip,
    });

  return {
    async setAdmin(actor: AdminActor, id: string, admin: boolean): Promise<void> {
      const user = await target(id);
      if (admin) {
        await deps.users.promote(id);
        await record(actor, 'promote', user);
        return;
      }
      const result = await deps.users.demote(id);
      if (result === 'lastAdmin') throw new AppError(409, 'admin:lastAdmin');
      if (result === 'notAdmin') throw badRequest('admin:notAdmin');
      await record(actor, 'demote', user);
    },

    /**
     * Sets a random temporary password the user must change at the next sign-in and ends all of
     * the user's sessions, so whoever held them (possibly the reason for the reset) is out.
     */
    async resetPassword(actor: AdminActor, id: string): Promise<string> {
      const user = await target(id);
      const password = temporaryPassword();
      await deps.users.setTemporaryPassword(id, await hashPassword(password));
      await deps.refreshTokens.revokeUser(id);
      await record(actor, 'resetPassword', user);
      await deps.notifier.notify(id, {
        kind: 'passwordReset',
        titleKey: 'notifications:passwordReset.title',
        textKey: 'notifications:passwordReset.text',
        params: {},
        link: '/profile',
      });
      return password;
    },

    recordExport: (actor: AdminActor, detail: Record<string, string>) =>
      record(actor, 'exportUsers', undefined, detail),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
