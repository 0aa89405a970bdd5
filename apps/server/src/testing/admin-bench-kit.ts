import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

export { createTestApp } from './test-app.ts';

/** Inserts `count` users in one statement (no password: they never sign in). */
export async function seedUsers(t: TestApp, count: number): Promise<void> {
  await t.database.db.execute(sql`
    insert into users (email, name, last_name, created_at)
    select 'user' || n || '@example.com', 'User ' || n, 'Bench', now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
}

/** An admin account signed in; answers its bearer token. */
export async function signedInAdmin(t: TestApp): Promise<string> {
  const password = 'Bench-admin-1';
  await t.database.db.insert(users).values({
    email: 'bench-admin@example.com',
    name: 'Bench',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'bench-admin@example.com', password, loginOriginType: 1 },
  });
  return res.json().data.token as string;
}
