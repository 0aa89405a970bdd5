import type { AdminUser, AdminUserOrderColumn } from '@ohp/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Written with qualified names: Drizzle leaves columns inside a select's sql unqualified, and the
// correlated sub-queries would then be ambiguous.
const companyName = sql<string | null>`(
  select c.corporate_name from company_members cm
  join companies c on c.id = cm.company_id
  where cm.user_id = "users"."id"
  order by cm.created_at limit 1)`;

const storageUsed = sql<number>`(
  coalesce((select sum(m.size) from measurements m where m.user_id = "users"."id"), 0) +
  coalesce((select sum(r.size) from measurement_reports r
    join measurements m2 on m2.id = r.measurement_id
    where m2.user_id = "users"."id"), 0))::bigint`;

/**
 * The whitelist: each orderable column of the contract maps to one SQL expression written here,
 * never null (nulls sort first) so the export can page by keyset, and the SQL type its text form
 * is cast back to (timestamps keep their microseconds that way, which a JS Date would lose).
 */
const orderExpressions: Record<AdminUserOrderColumn, { expression: SQL; type: SQL }> = {
  name: { expression: sql`lower("users"."name" || ' ' || "users"."last_name")`, type: sql`text` },
  email: { expression: sql`"users"."email"`, type: sql`text` },
  company: { expression: sql`coalesce(${companyName}, '')`, type: sql`text` },
  createdAt: { expression: sql`"users"."created_at"`, type: sql`timestamptz` },
  lastSignInAt: {
    expression: sql`coalesce("users"."last_sign_in_at", '-infinity'::timestamptz)`,
    type: sql`timestamptz`,
  },
  storageUsed: { expression: storageUsed, type: sql`bigint` },
  admin: { expression: sql`"users"."role"`, type: sql`text` },
};

export interface UserListFilter {
  search: string;
  orderBy: string;
}

function orderParts(orderBy: string) {
  const descending = orderBy.startsWith('-');
  const column = (descending ? orderBy.slice(1) : orderBy) as AdminUserOrderColumn;
  const order = orderExpressions[column];
  // The contract has already refused unknown names; this guards a caller that skipped it.
  if (!order) throw new Error(`not an orderable column: ${column}`);
  return { ...order, descending };
}

/** Order by the expression, then the id in the same direction (a total order for the keyset). */
function orderOf(orderBy: string): SQL[] {
  const { expression, descending } = orderParts(orderBy);
  return descending ? [desc(expression), desc(users.id)] : [asc(expression), asc(users.id)];
}

/**
 * The users whose e-mail, full name or (any) company name contains the search, case-insensitively
 * (ILIKE, no accent folding). Written as a UNION of three single-column conditions rather than one
 * OR: each branch can use its pg_trgm GIN index (migration 0009, PostgreSQL only), whereas an OR
 * with the company semi-join forced a scan of every user (docs/admin.md). The expressions match
 * the indexed ones exactly; without the indexes (PGlite) each branch is a scan, as before.
 */
function whereOf(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`"users"."id" in (
    select u.id from users u where u.email ilike ${pattern}
    union
    select u.id from users u where (u.name || ' ' || u.last_name) ilike ${pattern}
    union
    select cm.user_id from company_members cm
      join companies c on c.id = cm.company_id where c.corporate_name ilike ${pattern})`;
}

const columns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  company: companyName,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  storageUsed,
  role: users.role,
};

type Row = {
  id: string;
  name: string;
  lastName: string;
  email: string;
  company: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  storageUsed: number | string;
  role: 'user' | 'admin';
};

/** A timestamp from a correlated query may come back as text on some drivers. */
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  name: `${row.name} ${row.lastName}`.trim(),
  email: row.email,
  company: row.company,
  createdAt: iso(row.createdAt),
  lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
  storageUsed: Number(row.storageUsed),
  admin: row.role === 'admin',
});

/** SQL of the admin area over the users table. */
export function createAdminUserRepository(db: Db) {
  return {
    async page(
      filter: UserListFilter,
      page: number,
      pageSize: number,
    ): Promise<{ rows: AdminUser[]; total: number }> {
      const where = whereOf(filter.search);
      // Two statements at once: on PostgreSQL they run on two pooled connections.
      const [[counted], rows] = await Promise.all([
        db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(...orderOf(filter.orderBy))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      return { rows: rows.map(toAdminUser), total: Number(counted?.total ?? 0) };
    },

    /**
     * Every matching user, a batch at a time, paged by keyset (the last row's sort key and id), so
     * each batch is an index range, not an ever longer OFFSET, and memory holds one batch.
     */
    async *batches(filter: UserListFilter, batchSize = 1000): AsyncGenerator<AdminUser[]> {
      const { expression, type, descending } = orderParts(filter.orderBy);
      let after: { key: string; id: string } | undefined;
      for (;;) {
        const keyset = after
          ? descending
            ? sql`(${expression}, "users"."id") < (cast(${after.key} as ${type}), ${after.id}::uuid)`
            : sql`(${expression}, "users"."id") > (cast(${after.key} as ${type}), ${after.id}::uuid)`
          : undefined;
        const rows = await db
          .select({ ...columns, sortKey: sql<string>`(${expression})::text` })
          .from(users)
          .where(and(whereOf(filter.search), keyset))
          .orderBy(...orderOf(filter.orderBy))
          .limit(batchSize);
        if (rows.length > 0) yield rows.map(toAdminUser);
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return;
        after = { key: last.sortKey, id: last.id };
      }
    },

    async find(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role, language: users.language })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async promote(id: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * One conditional UPDATE: it demotes only while another admin remains. The sub-select locks
     * every admin row (FOR UPDATE), so two parallel demotions of the last two admins serialise and
     * the second one, re-reading the rows after the first commits, counts one admin and changes
     * nothing (docs/admin.md).
     */
    async demote(id: string): Promise<'demoted' | 'lastAdmin' | 'notAdmin'> {
      const rows = await db
        .update(users)
        .set({ role: 'user', updatedAt: new Date() })
        .where(
          and(
            eq(users.id, id),
            eq(users.role, 'admin'),
            sql`(select count(*) from (select id from users where role = 'admin' for update) admins) > 1`,
          ),
        )
        .returning({ id: users.id });
      const changed = rows.length;
      if (changed === 1) return 'demoted';
      const user = await this.find(id);
      return user?.role === 'admin' ? 'lastAdmin' : 'notAdmin';
    },

    async setTemporaryPassword(id: string, passwordHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
