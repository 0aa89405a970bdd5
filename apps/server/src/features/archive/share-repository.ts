import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from './archive-sql-repository.ts';

export interface ShareRow {
  id: string;
  archiveId: string;
  userId: string | null;
  groupId: string | null;
  label: string;
  value: number;
  createdAt: Date;
}

interface RawShare {
  id: string;
  archive_id: string;
  user_id: string | null;
  group_id: string | null;
  label: string | null;
  value: number | string;
  created_at: Date | string;
}

const shareOf = (r: RawShare): ShareRow => ({
  id: r.id,
  archiveId: r.archive_id,
  userId: r.user_id,
  groupId: r.group_id,
  label: r.label ?? '',
  value: Number(r.value),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
});

const withLabel = sql`select s.*, coalesce(u.email, g.description) as label from archive_shares s
  left join users u on u.id = s.user_id left join company_groups g on g.id = s.group_id`;

/** SQL of the shares of archive entries (who may see or add under an entry). */
export function createShareRepository(db: Db) {
  return {
    async list(archiveId: string): Promise<ShareRow[]> {
      const raw = await rowsOf<RawShare>(
        db,
        sql`${withLabel} where s.archive_id = ${archiveId} order by s.created_at, s.id`,
      );
      return raw.map(shareOf);
    },

    /** One share per target and entry: sharing again with the same target changes its bits. */
    async upsert(archiveId: string, target: { userId: string } | { groupId: string }, value: number) {
      const [row] =
        'userId' in target
          ? await rowsOf<{ id: string }>(
              db,
              sql`insert into archive_shares (archive_id, user_id, value) values (${archiveId}, ${target.userId}, ${value})
              on conflict (archive_id, user_id) do update set value = excluded.value returning id`,
            )
          : await rowsOf<{ id: string }>(
              db,
              sql`insert into archive_shares (archive_id, group_id, value) values (${archiveId}, ${target.groupId}, ${value})
              on conflict (archive_id, group_id) do update set value = excluded.value returning id`,
            );
      const [share] = await rowsOf<RawShare>(db, sql`${withLabel} where s.id = ${row?.id ?? null}`);
      if (!share) throw new Error('share not saved');
      return shareOf(share);
    },

    async remove(archiveId: string, shareId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`delete from archive_shares where id = ${shareId} and archive_id = ${archiveId} returning id`,
      );
      return rows.length > 0;
    },

    async userByEmail(email: string): Promise<{ id: string; email: string; language: string } | undefined> {
      const [row] = await rowsOf<{ id: string; email: string; language: string }>(
        db,
        sql`select id, email, language from users where lower(email) = lower(${email})`,
      );
      return row;
    },

    /** A group of a company the owner has access to (the groups the owner may share with). */
    async groupOfOwner(ownerId: string, groupId: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select g.id from company_groups g
        join company_members cm on cm.company_id = g.company_id and cm.user_id = ${ownerId}
        where g.id = ${groupId}`,
      );
      return rows.length > 0;
    },

    /** Who a share reaches: the user, or the members of an active group (never the owner). */
    async recipients(
      ownerId: string,
      target: { userId: string } | { groupId: string },
    ): Promise<Array<{ id: string; email: string; language: string }>> {
      const where =
        'userId' in target
          ? sql`u.id = ${target.userId}`
          : sql`u.id in (select gm.user_id from group_members gm
              join company_groups g on g.id = gm.group_id and g.active where gm.group_id = ${target.groupId})`;
      return rowsOf(
        db,
        sql`select u.id, u.email, u.language from users u where ${where} and u.id <> ${ownerId}`,
      );
    },

    async ownerName(ownerId: string): Promise<string> {
      const [row] = await rowsOf<{ name: string }>(
        db,
        sql`select trim(name || ' ' || last_name) as name from users where id = ${ownerId}`,
      );
      return row?.name ?? '';
    },
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
