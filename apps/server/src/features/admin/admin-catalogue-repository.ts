import type { AdminCompany, AdminComponent } from '@ohp/contracts';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { components } from '../../db/schema-components.ts';
import { companies, companyMembers } from '../../db/schema-organisations.ts';

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdminListFilter {
  search: string;
  page: number;
  pageSize: number;
}

/** The companies and components of every user, read-only, for the admin panel (SPEC §6). */
export function createAdminCatalogueRepository(db: Db) {
  return {
    /** Companies by name or document (CNPJ), newest first, with their member count. */
    async companies(filter: AdminListFilter): Promise<{ rows: AdminCompany[]; total: number }> {
      const where = filter.search
        ? or(
            ilike(companies.corporateName, likePattern(filter.search)),
            ilike(companies.document, likePattern(filter.search)),
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: companies.id,
            corporateName: companies.corporateName,
            document: companies.document,
            createdAt: companies.createdAt,
            members: sql<number>`(select count(*) from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})::int`,
          })
          .from(companies)
          .where(where)
          .orderBy(desc(companies.createdAt), desc(companies.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(companies).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
      };
    },

    /** Saved components by description, domain or owner e-mail, newest first. */
    async components(filter: AdminListFilter): Promise<{ rows: AdminComponent[]; total: number }> {
      const where = filter.search
        ? or(
            ilike(components.description, likePattern(filter.search)),
            ilike(components.domain, likePattern(filter.search)),
            ilike(users.email, likePattern(filter.search)),
          )
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: components.id,
            description: components.description,
            domain: components.domain,
            ownerEmail: users.email,
            createdAt: components.createdAt,
          })
          .from(components)
          .innerJoin(users, eq(users.id, components.userId))
          .where(where)
          .orderBy(desc(components.createdAt), desc(components.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db
          .select({ total: count() })
          .from(components)
          .innerJoin(users, eq(users.id, components.userId))
          .where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
      };
    },
  };
}

export type AdminCatalogueRepository = ReturnType<typeof createAdminCatalogueRepository>;
