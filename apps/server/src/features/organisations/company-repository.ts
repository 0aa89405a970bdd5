import type { CompanyRole } from '@ohp/contracts';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import {
  companies,
  companyGroups,
  companyInvitations,
  companyMembers,
  groupMembers,
} from '../../db/schema-organisations.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;

/** SQL of companies, their members and invitations. */
export function createCompanyRepository(db: Db) {
  return {
    /** The e-mail and name of an account (who accepts, who invites). */
    async account(userId: string) {
      const [row] = await db
        .select({ email: users.email, name: users.name, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The companies a user has access to, with the user's role. */
    async listFor(userId: string) {
      return db
        .select({ company: companies, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companies.corporateName));
    },

    async find(id: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    async roleOf(companyId: string, userId: string): Promise<CompanyRole | undefined> {
      const [row] = await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      return row?.role;
    },

    /** undefined when the CNPJ is already taken. */
    async create(values: { corporateName: string; document: string }, ownerId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values(values)
          .onConflictDoNothing({ target: companies.document })
          .returning();
        if (!row) return undefined;
        await tx.insert(companyMembers).values({ companyId: row.id, userId: ownerId, role: 'owner' });
        return row;
      });
    },

    async documentTaken(document: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.document, document));
      return row !== undefined && row.id !== exceptId;
    },

    /** 'taken' when another company got the CNPJ meanwhile (the unique index decides). */
    async update(id: string, values: { corporateName: string; document: string }) {
      try {
        const [row] = await db
          .update(companies)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(companies.id, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken' as const;
        throw error;
      }
    },

    async members(companyId: string) {
      return db
        .select({
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
          role: companyMembers.role,
          joinedAt: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.createdAt));
    },

    async isMemberEmail(companyId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
      return row !== undefined;
    },

    /**
     * Changes a member's role; refuses (false) to leave the company without an owner. The owner
     * count is read inside the transaction that changes it.
     */
    async setRole(companyId: string, userId: string, role: CompanyRole): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (role === 'member' && !(await hasAnotherOwner(tx, companyId, userId))) return false;
        await tx
          .update(companyMembers)
          .set({ role })
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        return true;
      });
    },

    /** Removes a member and their places in the company's groups; false for the last owner. */
    async removeMember(companyId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [me] = await tx
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        if (me?.role === 'owner' && !(await hasAnotherOwner(tx, companyId, userId))) return false;
        const groupIds = tx
          .select({ id: companyGroups.id })
          .from(companyGroups)
          .where(eq(companyGroups.companyId, companyId));
        await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)));
        await tx
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
        return true;
      });
    },

    /** A new pending invitation; earlier pending ones to the same address stop working (resend). */
    async invite(values: {
      companyId: string;
      email: string;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(companyInvitations)
          .set({ declinedAt: new Date() })
          .where(
            and(
              eq(companyInvitations.companyId, values.companyId),
              eq(companyInvitations.email, values.email),
              isNull(companyInvitations.usedAt),
              isNull(companyInvitations.declinedAt),
            ),
          );
        const [row] = await tx.insert(companyInvitations).values(values).returning();
        if (!row) throw new Error('invitation not inserted');
        return row;
      });
    },

    async pendingInvitations(companyId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.declinedAt),
            gt(companyInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(companyInvitations.createdAt));
    },

    async cancelInvitation(companyId: string, invitationId: string): Promise<boolean> {
      const rows = await db
        .update(companyInvitations)
        .set({ declinedAt: new Date() })
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.id, invitationId),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.declinedAt),
          ),
        )
        .returning({ id: companyInvitations.id });
      return rows.length > 0;
    },

    /** A live invitation (not used, declined or expired) with its company and inviter. */
    async liveInvitation(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ invitation: companyInvitations, company: companies, inviter: users })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
        .where(
          and(
            eq(companyInvitations.tokenHash, tokenHash),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.declinedAt),
            gt(companyInvitations.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Spends a live invitation for the account of its e-mail and adds the member, in one
     * transaction: of two concurrent calls exactly one finds the row still unused.
     */
    async accept(tokenHash: string, email: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(companyInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(companyInvitations.tokenHash, tokenHash),
              eq(companyInvitations.email, email),
              isNull(companyInvitations.usedAt),
              isNull(companyInvitations.declinedAt),
              gt(companyInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!spent) return false;
        await tx
          .insert(companyMembers)
          .values({ companyId: spent.companyId, userId, role: 'member' })
          .onConflictDoNothing();
        return true;
      });
    },

    async decline(tokenHash: string, email: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(companyInvitations)
        .set({ declinedAt: now })
        .where(
          and(
            eq(companyInvitations.tokenHash, tokenHash),
            eq(companyInvitations.email, email),
            isNull(companyInvitations.usedAt),
            isNull(companyInvitations.declinedAt),
            gt(companyInvitations.expiresAt, now),
          ),
        )
        .returning({ id: companyInvitations.id });
      return rows.length > 0;
    },
  };
}

/** PostgreSQL's unique_violation (23505), on the error or on the cause Drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function hasAnotherOwner(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  const owners = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return owners.some((o) => o.userId !== userId);
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
