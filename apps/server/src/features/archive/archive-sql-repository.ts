import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** Raw rows of a query, whichever driver answers (PGlite and node-postgres both return `rows`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The groups whose shares count for a user: active groups the user belongs to, in companies the
 * user still has access to. Read at query time, so leaving a group or a group switched off takes
 * its shares away at once (nothing is copied that could go stale).
 */
export const activeGroupsOf = (userId: string): SQL => sql`
  select gm.group_id from group_members gm
  join company_groups g on g.id = gm.group_id and g.active
  join company_members cm on cm.company_id = g.company_id and cm.user_id = gm.user_id
  where gm.user_id = ${userId}`;

/** Shares that reach a user, directly or through one of the user's active groups. */
export const sharesReaching = (userId: string, alias = 's'): SQL =>
  sql`(${sql.raw(alias)}.user_id = ${userId} or ${sql.raw(alias)}.group_id in (${activeGroupsOf(userId)}))`;

/** `in (…)` of uuids; callers never pass an empty list. */
export const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** True for PostgreSQL's unique_violation (23505), through the wrappers drizzle adds. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
