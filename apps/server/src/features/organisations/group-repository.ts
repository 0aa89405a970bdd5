import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { companies, companyGroups, companyMembers, groupMembers } from '../../db/schema-organisations.ts';

export type GroupRow = typeof companyGroups.$inferSelect;

/** SQL of the groups of a company and their members. */
export function createGroupRepository(db: Db) {
  return {
    /** The groups of the companies a user has access to (optionally one company). */
    async listVisible(userId: string, companyId?: string): Promise<GroupRow[]> {
      const myCompanies = db
        .select({ id: companyMembers.companyId })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId));
      return db
        .select()
        .from(companyGroups)
        .where(
          and(
            inArray(companyGroups.companyId, myCompanies),
            companyId ? eq(companyGroups.companyId, companyId) : undefined,
          ),
        )
        .orderBy(asc(companyGroups.description), asc(companyGroups.id));
    },

    async find(id: string): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(companyGroups).where(eq(companyGroups.id, id));
      return row;
    },

    async create(values: { companyId: string; description: string; active: boolean }): Promise<GroupRow> {
      const [row] = await db.insert(companyGroups).values(values).returning();
      if (!row) throw new Error('group not inserted');
      return row;
    },

    async update(id: string, values: { description: string; active: boolean }) {
      const [row] = await db
        .update(companyGroups)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companyGroups.id, id))
        .returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(companyGroups).where(eq(companyGroups.id, id));
    },

    async members(groupIds: string[]) {
      if (groupIds.length === 0) return [];
      return db
        .select({
          groupId: groupMembers.groupId,
          id: users.id,
          name: users.name,
          lastName: users.lastName,
          email: users.email,
        })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(inArray(groupMembers.groupId, groupIds))
        .orderBy(asc(users.name), asc(users.email));
    },

    async addMember(groupId: string, userId: string): Promise<void> {
      await db.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
    },

    async removeMember(groupId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .returning({ userId: groupMembers.userId });
      return rows.length > 0;
    },

    /** The active groups a user belongs to, in companies the user still has access to. */
    async activeGroupsOf(userId: string) {
      return db
        .select({
          id: companyGroups.id,
          description: companyGroups.description,
          companyId: companies.id,
          companyName: companies.corporateName,
        })
        .from(groupMembers)
        .innerJoin(companyGroups, eq(companyGroups.id, groupMembers.groupId))
        .innerJoin(companies, eq(companies.id, companyGroups.companyId))
        .innerJoin(
          companyMembers,
          and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
        )
        .where(and(eq(groupMembers.userId, userId), eq(companyGroups.active, true)))
        .orderBy(asc(companies.corporateName), asc(companyGroups.description), asc(companyGroups.id));
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;
