import type { Company, CompanyRole, CompanyUser, InvitationView, PendingInvitation } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { CompanyRepository, CompanyRow } from './company-repository.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  hashInvitationToken,
  invitationLifetimeMs,
  invitationLink,
  invitationPath,
  newInvitationToken,
} from './invitation-token.ts';

/** Who is calling: the signed-in account. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
}

const companyView = (row: CompanyRow, role: CompanyRole): Company => ({
  id: row.id,
  corporateName: row.corporateName,
  document: row.document,
  role,
  createdAt: row.createdAt.toISOString(),
});

const invalidInvitation = () => badRequest('organisations:invalidInvitation');

/**
 * Companies, their users and invitations. Every call checks the caller's membership on the server:
 * not in the company → 404 (its existence is not told), member but not owner → 403.
 */
export function createCompanyService(deps: {
  companies: CompanyRepository;
  mail: MailQueue;
  /** Tells the invited account, if there is one, besides the e-mail (a notification). */
  /** Told of an invitation with the path of its screen (the token only the invited account can use). */
  onInvited?: (email: string, companyName: string, path: string) => Promise<void>;
  now?: () => Date;
}) {
  const { companies, mail } = deps;
  const now = deps.now ?? (() => new Date());

  async function roleIn(companyId: string, userId: string): Promise<CompanyRole> {
    const role = await companies.roleOf(companyId, userId);
    if (!role) throw notFound('organisations:companyNotFound');
    return role;
  }

  async function requireOwner(companyId: string, userId: string): Promise<void> {
    if ((await roleIn(companyId, userId)) !== 'owner') throw forbidden('organisations:ownerOnly');
  }

  return {
    roleIn,
    requireOwner,

    async list(actor: Actor): Promise<Company[]> {
      const rows = await companies.listFor(actor.userId);
      return rows.map(({ company, role }) => companyView(company, role));
    },

    async create(actor: Actor, input: { corporateName: string; document: string }): Promise<Company> {
      const row = await companies.create(input, actor.userId);
      if (!row) throw new AppError(409, 'organisations:duplicateCompany');
      return companyView(row, 'owner');
    },

    async update(actor: Actor, id: string, input: { corporateName: string; document: string }) {
      await requireOwner(id, actor.userId);
      if (await companies.documentTaken(input.document, id)) {
        throw new AppError(409, 'organisations:duplicateCompany');
      }
      const row = await companies.update(id, input);
      if (row === 'taken') throw new AppError(409, 'organisations:duplicateCompany');
      if (!row) throw notFound('organisations:companyNotFound');
      return companyView(row, 'owner');
    },

    async users(actor: Actor, id: string): Promise<CompanyUser[]> {
      await roleIn(id, actor.userId);
      const rows = await companies.members(id);
      return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
    },

    async setRole(actor: Actor, id: string, userId: string, role: CompanyRole): Promise<void> {
      await requireOwner(id, actor.userId);
      if (!(await companies.roleOf(id, userId))) throw notFound('organisations:userNotInCompany');
      if (!(await companies.setRole(id, userId, role))) throw badRequest('organisations:lastOwner');
    },

    /** An owner removes anyone; a member may remove only themself (leave). */
    async removeUser(actor: Actor, id: string, userId: string): Promise<void> {
      const role = await roleIn(id, actor.userId);
      if (userId !== actor.userId && role !== 'owner') throw forbidden('organisations:ownerOnly');
      if (!(await companies.roleOf(id, userId))) throw notFound('organisations:userNotInCompany');
      if (!(await companies.removeMember(id, userId))) throw badRequest('organisations:lastOwner');
    },

    async invite(
      actor: Actor,
      id: string,
      email: string,
      context: { publicUrl: string; language: Language },
    ): Promise<PendingInvitation> {
      await requireOwner(id, actor.userId);
      const company = await companies.find(id);
      if (!company) throw notFound('organisations:companyNotFound');
      if (await companies.isMemberEmail(id, email)) throw new AppError(409, 'organisations:alreadyMember');
      const token = newInvitationToken();
      const row = await companies.invite({
        companyId: id,
        email,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.userId,
        expiresAt: new Date(now().getTime() + invitationLifetimeMs),
      });
      await mail.enqueue(
        invitationMail(context.language, email, {
          companyName: company.corporateName,
          inviter: actor.name,
          link: invitationLink(context.publicUrl, token),
          days: Math.round(invitationLifetimeMs / 86_400_000),
        }),
      );
      await deps.onInvited?.(email, company.corporateName, invitationPath(token));
      return {
        id: row.id,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      };
    },

    async invitations(actor: Actor, id: string): Promise<PendingInvitation[]> {
      await requireOwner(id, actor.userId);
      const rows = await companies.pendingInvitations(id, now());
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async cancelInvitation(actor: Actor, id: string, invitationId: string): Promise<void> {
      await requireOwner(id, actor.userId);
      if (!(await companies.cancelInvitation(id, invitationId))) {
        throw notFound('organisations:invitationNotFound');
      }
    },

    /** Who invites whom to what; anyone holding the token may read it. */
    async viewInvitation(token: string): Promise<InvitationView> {
      const found = await companies.liveInvitation(hashInvitationToken(token), now());
      if (!found) throw invalidInvitation();
      const inviter = found.inviter ? `${found.inviter.name} ${found.inviter.lastName}`.trim() : '';
      return {
        companyName: found.company.corporateName,
        invitedBy: inviter,
        email: found.invitation.email,
        expiresAt: found.invitation.expiresAt.toISOString(),
      };
    },

    /** Only the account with the invited e-mail accepts; the token is spent once. */
    async accept(actor: Actor, token: string): Promise<Company> {
      const tokenHash = hashInvitationToken(token);
      const found = await companies.liveInvitation(tokenHash, now());
      if (!found) throw invalidInvitation();
      if (found.invitation.email !== actor.email)
        throw forbidden('organisations:invitationForAnotherAccount');
      if (!(await companies.accept(tokenHash, actor.email, actor.userId, now()))) throw invalidInvitation();
      return companyView(found.company, (await companies.roleOf(found.company.id, actor.userId)) ?? 'member');
    },

    async decline(actor: Actor, token: string): Promise<void> {
      const tokenHash = hashInvitationToken(token);
      const found = await companies.liveInvitation(tokenHash, now());
      if (!found) throw invalidInvitation();
      if (found.invitation.email !== actor.email)
        throw forbidden('organisations:invitationForAnotherAccount');
      if (!(await companies.decline(tokenHash, actor.email, now()))) throw invalidInvitation();
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
