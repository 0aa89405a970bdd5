import type { ArchiveSort } from '@ohp/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idList, rowsOf, sharesReaching } from './archive-sql-repository.ts';

/** One row of archive_entries with the caller's bits on it. */
export interface EntryRow {
  id: string;
  ownerId: string;
  parentId: string | null;
  kind: 'folder' | 'file';
  name: string;
  size: number;
  contentType: string | null;
  storageKey: string | null;
  resourceType: 'measurement' | 'component' | 'report' | 'co2pro' | null;
  resourceId: string | null;
  resourceDomain: string | null;
  resourceFamily: string | null;
  createdAt: Date;
  updatedAt: Date;
  permission: number;
}

interface RawEntry {
  id: string;
  owner_id: string;
  parent_id: string | null;
  kind: 'folder' | 'file';
  name: string;
  size: string | number | bigint;
  content_type: string | null;
  storage_key: string | null;
  resource_type: EntryRow['resourceType'];
  resource_id: string | null;
  resource_domain: string | null;
  resource_family: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  bits?: number | string | null;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const entryOf = (raw: RawEntry, permission = Number(raw.bits ?? 0)): EntryRow => ({
  id: raw.id,
  ownerId: raw.owner_id,
  parentId: raw.parent_id,
  kind: raw.kind,
  name: raw.name,
  size: Number(raw.size),
  contentType: raw.content_type,
  storageKey: raw.storage_key,
  resourceType: raw.resource_type,
  resourceId: raw.resource_id,
  resourceDomain: raw.resource_domain,
  resourceFamily: raw.resource_family,
  createdAt: date(raw.created_at),
  updatedAt: date(raw.updated_at),
  permission,
});

/** A step of the chain from an entry up to its root, with the bits shared on that step. */
export interface ChainStep {
  id: string;
  name: string;
  ownerId: string;
  kind: 'folder' | 'file';
  bits: number;
}

/** Where an entry sits for one caller: its row, its chain (root first) and the caller's bits. */
export interface Access {
  entry: EntryRow;
  chain: ChainStep[];
}

const orderOf = (sort: ArchiveSort): SQL => {
  const descending = sort.startsWith('-');
  const column = { name: sql`lower(e.name)`, updatedAt: sql`e.updated_at`, size: sql`e.size` }[
    sort.replace('-', '') as 'name' | 'updatedAt' | 'size'
  ];
  // Folders first, as file managers show them; then the chosen order, then a stable tie-break.
  return sql`(e.kind = 'file'), ${column} ${sql.raw(descending ? 'desc' : 'asc')}, e.id`;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the archive tree. Permissions are computed here at query time from shares and groups. */
export function createArchiveRepository(db: Db) {
  return {
    /**
     * The entry and its chain to the root in one query, each step with the bits shared on it with
     * the caller (directly or through an active group). The caller's bits are the OR of the chain's.
     */
    async access(userId: string, id: string): Promise<Access | undefined> {
      const steps = await rowsOf<RawEntry & { depth: number }>(
        db,
        sql`with recursive chain as (
          select e.*, 0 as depth from archive_entries e where e.id = ${id}
          union all
          select p.*, c.depth + 1 from archive_entries p join chain c on p.id = c.parent_id
        )
        select c.*, coalesce((select bit_or(s.value) from archive_shares s
          where s.archive_id = c.id and ${sharesReaching(userId)}), 0) as bits
        from chain c order by c.depth desc`,
      );
      const self = steps.at(-1);
      if (!self) return undefined;
      const chain = steps.map((s) => ({
        id: s.id,
        name: s.name,
        ownerId: s.owner_id,
        kind: s.kind,
        bits: Number(s.bits ?? 0),
      }));
      const permission = self.owner_id === userId ? 3 : chain.reduce((bits, step) => bits | step.bits, 0);
      return { entry: entryOf(self, permission), chain };
    },

    /** A page of a folder's content (null: the owner's root), each with `bits` shared on it. */
    async children(
      userId: string,
      ownerId: string,
      parentId: string | null,
      options: { sort: ArchiveSort; limit: number; offset: number },
    ): Promise<{ rows: EntryRow[]; total: number; shared: Map<string, number> }> {
      const where =
        parentId === null
          ? sql`e.owner_id = ${ownerId} and e.parent_id is null`
          : sql`e.parent_id = ${parentId}`;
      const raw = await rowsOf<RawEntry & { total: string | number }>(
        db,
        sql`select e.*, count(*) over () as total,
          coalesce((select bit_or(s.value) from archive_shares s
            where s.archive_id = e.id and ${sharesReaching(userId)}), 0) as bits
        from archive_entries e where ${where}
        order by ${orderOf(options.sort)} limit ${options.limit} offset ${options.offset}`,
      );
      let total = Number(raw[0]?.total ?? 0);
      if (raw.length === 0 && options.offset > 0) {
        const [count] = await rowsOf<{ n: string }>(
          db,
          sql`select count(*) as n from archive_entries e where ${where}`,
        );
        total = Number(count?.n ?? 0);
      }
      const shared = new Map(raw.map((r) => [r.id, Number(r.bits ?? 0)]));
      return { rows: raw.map((r) => entryOf(r, 0)), total, shared };
    },

    /**
     * Bytes of everything under each folder (files only), for the folders of one page. Only folders
     * are descended into: files have no children, and without that filter the planner, which takes
     * the recursive step for ten times the first one's rows, read and sorted the whole table on each
     * step (10,000 files under 500 folders: 9.7 → 5.4 ms on PGlite; docs/archive.md).
     */
    async folderSizes(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const raw = await rowsOf<{ top: string; bytes: string | number | null }>(
        db,
        sql`with recursive sub as (
          select id as top, id, kind, size from archive_entries where id in (${idList(ids)})
          union all
          select sub.top, c.id, c.kind, c.size from archive_entries c join sub on c.parent_id = sub.id
          where sub.kind = 'folder'
        )
        select top, sum(size) filter (where kind = 'file') as bytes from sub group by top`,
      );
      return new Map(raw.map((r) => [r.top, Number(r.bytes ?? 0)]));
    },

    /**
     * Entries whose name contains `q`: the caller's own, and those under an entry shared with the
     * caller with the view bit (bits carried down the tree from every share that reaches them).
     */
    async search(userId: string, q: string, sort: ArchiveSort, limit: number): Promise<EntryRow[]> {
      const raw = await rowsOf<RawEntry>(
        db,
        sql`with recursive direct as (
          select s.archive_id as id, bit_or(s.value)::int as bits from archive_shares s
          where ${sharesReaching(userId)} group by s.archive_id
        ), below as (
          select e.id, d.bits from direct d join archive_entries e on e.id = d.id and e.owner_id <> ${userId}
          union all
          select c.id, below.bits | coalesce(dc.bits, 0)
          from archive_entries c join below on c.parent_id = below.id left join direct dc on dc.id = c.id
        ), reached as (select id, bit_or(bits) as bits from below group by id)
        select e.*, case when e.owner_id = ${userId} then 3 else r.bits end as bits
        from archive_entries e left join reached r on r.id = e.id
        where (e.owner_id = ${userId} or (r.bits & 1) = 1) and e.name ilike ${likePattern(q)}
        order by ${orderOf(sort)} limit ${limit}`,
      );
      return raw.map((r) => entryOf(r));
    },

    /**
     * Entries shared with the caller, without those already under another entry shared with the
     * caller with the view bit (the view shows the top of each shared tree).
     */
    async sharedWithMe(userId: string): Promise<EntryRow[]> {
      const raw = await rowsOf<RawEntry>(
        db,
        sql`with recursive direct as (
          select s.archive_id as id, bit_or(s.value)::int as bits from archive_shares s
          where ${sharesReaching(userId)} group by s.archive_id
        ), up as (
          select d.id as start, e.parent_id as next from direct d join archive_entries e on e.id = d.id
          where e.parent_id is not null
          union all
          select up.start, e.parent_id from up join archive_entries e on e.id = up.next
          where e.parent_id is not null
        ), inherited as (
          select up.start, bit_or(a.bits) as bits from up join direct a on a.id = up.next group by up.start
        )
        select e.*, d.bits | coalesce(i.bits, 0) as bits
        from direct d join archive_entries e on e.id = d.id left join inherited i on i.start = d.id
        where e.owner_id <> ${userId} and coalesce(i.bits & 1, 0) = 0
        order by (e.kind = 'file'), lower(e.name), e.id`,
      );
      return raw.map((r) => entryOf(r));
    },

    /** SPEC §7 get-permission: one entry per archive shared with the caller, bits OR-ed. */
    async permissions(userId: string): Promise<Array<{ archiveId: string; value: number }>> {
      const raw = await rowsOf<{ archive_id: string; value: number | string }>(
        db,
        sql`select s.archive_id, bit_or(s.value) as value from archive_shares s
        join archive_entries e on e.id = s.archive_id and e.owner_id <> ${userId}
        where ${sharesReaching(userId)} group by s.archive_id order by s.archive_id`,
      );
      return raw.map((r) => ({ archiveId: r.archive_id, value: Number(r.value) }));
    },

    /** Whether `candidate` is `id` itself or under it (a move there would make a cycle). */
    async isWithin(candidate: string, id: string): Promise<boolean> {
      const [row] = await rowsOf<{ hit: boolean }>(
        db,
        sql`with recursive chain as (
          select id, parent_id from archive_entries where id = ${candidate}
          union all
          select p.id, p.parent_id from archive_entries p join chain c on p.id = c.parent_id
        ) select exists (select 1 from chain where id = ${id}) as hit`,
      );
      return Boolean(row?.hit);
    },

    async insertFolder(ownerId: string, parentId: string | null, name: string): Promise<EntryRow> {
      const [row] = await rowsOf<RawEntry>(
        db,
        sql`insert into archive_entries (owner_id, parent_id, kind, name)
        values (${ownerId}, ${parentId}, 'folder', ${name}) returning *`,
      );
      if (!row) throw new Error('folder not inserted');
      return entryOf(row, 3);
    },

    /**
     * Inserts a file under a free name ("name (2).ext" when taken) and runs `store` before the
     * commit: the row and the stored bytes land together. The usage trigger locks the owner's
     * usage row and refuses past the quota (OH413), so parallel uploads never pass it together.
     */
    async insertFile(
      values: {
        id: string;
        ownerId: string;
        parentId: string | null;
        name: string;
        size: number;
        contentType: string;
        storageKey: string;
      },
      store: () => Promise<void>,
    ): Promise<EntryRow> {
      return db.transaction(async (tx) => {
        const [row] = await rowsOf<RawEntry>(
          tx as unknown as Db,
          sql`insert into archive_entries (id, owner_id, parent_id, kind, name, size, content_type, storage_key)
          values (${values.id}, ${values.ownerId}, ${values.parentId}, 'file',
            archive_free_name(${values.ownerId}, ${values.parentId}, ${values.name}),
            ${values.size}, ${values.contentType}, ${values.storageKey})
          returning *`,
        );
        if (!row) throw new Error('file not inserted');
        await store();
        return entryOf(row, 3);
      });
    },

    async update(id: string, values: { name?: string; parentId?: string | null }): Promise<EntryRow> {
      const sets: SQL[] = [sql`updated_at = now()`];
      if (values.name !== undefined) sets.push(sql`name = ${values.name}`);
      if (values.parentId !== undefined) sets.push(sql`parent_id = ${values.parentId}`);
      const [row] = await rowsOf<RawEntry>(
        db,
        sql`update archive_entries set ${sql.join(sets, sql`, `)} where id = ${id} returning *`,
      );
      if (!row) throw new Error('entry not updated');
      return entryOf(row, 3);
    },

    /**
     * Deletes an entry and everything under it (the saved rows they stand for go with them through
     * the triggers) and answers the storage keys to delete once the rows are gone.
     */
    async remove(id: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const keys = await rowsOf<{ key: string }>(
          tx as unknown as Db,
          sql`with recursive sub as (
            select id, storage_key, resource_type, resource_id from archive_entries where id = ${id}
            union all
            select c.id, c.storage_key, c.resource_type, c.resource_id
            from archive_entries c join sub on c.parent_id = sub.id
          )
          select storage_key as key from sub where storage_key is not null
          union
          select r.storage_key from measurement_reports r
          join sub on sub.resource_type = 'measurement' and r.measurement_id = sub.resource_id`,
        );
        await (tx as unknown as Db).execute(sql`delete from archive_entries where id = ${id}`);
        return keys.map((k) => k.key);
      });
    },

    /** The JSON of a component (a file of the archive without bytes of its own). */
    async componentData(id: string): Promise<unknown> {
      const [row] = await rowsOf<{ data: unknown }>(db, sql`select data from components where id = ${id}`);
      return row?.data;
    },

    async usage(userId: string): Promise<{ usedBytes: number; quotaBytes: number }> {
      const [row] = await rowsOf<{ used: string | number | null; quota: string | number }>(
        db,
        sql`select (select used_bytes from user_storage where user_id = ${userId}) as used,
          archive_quota_bytes(${userId}) as quota`,
      );
      return { usedBytes: Number(row?.used ?? 0), quotaBytes: Number(row?.quota ?? 0) };
    },

    /** What the usage trigger reads as STORAGE_QUOTA_MB (written at start). */
    async setDefaultQuota(quotaMb: number): Promise<void> {
      await db.execute(sql`insert into settings (key, value) values ('archive.defaultQuotaMb', ${String(quotaMb)})
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
    },

    /** An admin's override (null: back to the default); false when the user does not exist. */
    async setQuota(userId: string, quotaMb: number | null): Promise<boolean> {
      const rows = await rowsOf<{ user_id: string }>(
        db,
        sql`insert into user_storage (user_id, quota_mb)
        select id, ${quotaMb}::integer from users where id = ${userId}
        on conflict (user_id) do update set quota_mb = excluded.quota_mb returning user_id`,
      );
      return rows.length > 0;
    },
  };
}

export type ArchiveRepository = ReturnType<typeof createArchiveRepository>;
