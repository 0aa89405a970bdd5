import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export { createTestApp } from './test-app.ts';

/** A user signed in; answers its id and bearer token. */
export async function benchUser(t: TestApp, email: string): Promise<{ id: string; token: string }> {
  const password = 'Bench-user-1';
  const [row] = await t.database.db
    .insert(users)
    .values({ email, name: 'Bench', passwordHash: await hashPassword(password) })
    .returning();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, loginOriginType: 1 },
  });
  return { id: row?.id ?? '', token: res.json().data.token as string };
}

/**
 * `folders` folders at the owner's root with `files` files spread over them (rows only: the bench
 * measures queries), and `shares` of folders with other users and a group the reader belongs to.
 */
export async function seedArchive(
  t: TestApp,
  owner: string,
  reader: string,
  counts: { folders: number; files: number; shares: number },
): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`update user_storage set quota_mb = 1048576 where user_id = ${owner}`);
  await db.execute(sql`insert into user_storage (user_id, quota_mb) values (${owner}, 1048576)
    on conflict (user_id) do update set quota_mb = 1048576`);
  await db.execute(sql`insert into archive_entries (owner_id, kind, name)
    select ${owner}, 'folder', 'Folder ' || n from generate_series(1, ${counts.folders}) as n`);
  await db.execute(sql`insert into archive_entries (owner_id, parent_id, kind, name, size, content_type, storage_key, updated_at)
    select ${owner}, f.id, 'file', 'File ' || n || '.txt', 1000 + n, 'text/plain', 'users/x/archive/' || n,
      now() - (n || ' seconds')::interval
    from generate_series(1, ${counts.files}) as n
    join lateral (select id from archive_entries where owner_id = ${owner} and kind = 'folder'
      order by name offset (n % ${counts.folders}) limit 1) f on true`);
  // Half the shares go to the reader, half to other users; the reader also gets group shares.
  await db.execute(sql`insert into users (email, name) select 'other' || n || '@example.com', 'Other'
    from generate_series(1, ${counts.shares}) as n`);
  await db.execute(sql`insert into archive_shares (archive_id, user_id, value)
    select f.id, case when f.rn % 2 = 0 then ${reader}::uuid else u.id end, 1 + (f.rn % 3)
    from (select id, row_number() over (order by name) as rn from archive_entries
      where owner_id = ${owner} and kind = 'folder' limit ${counts.shares}) f
    join (select id, row_number() over (order by email) as rn from users where email like 'other%') u on u.rn = f.rn`);
}
