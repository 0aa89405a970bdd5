import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { demoEmail, ensureDemoAccount, generateDemoPassword } from './demo-account.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo account', () => {
  it('generated passwords follow the SPEC §5 rules', () => {
    for (let i = 0; i < 50; i++) {
      const p = generateDemoPassword();
      expect(p.length).toBeGreaterThanOrEqual(8);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(/[A-Za-z]/);
      expect(p).toMatch(/[!@#$%&*^?()\-_<>=;:.,|]/);
    }
  });

  it('is created once on an empty database with an argon2id hash', async () => {
    const created = await ensureDemoAccount(database.db, { password: 'Demo-1234!' });
    expect(created).toEqual({ email: demoEmail, password: 'Demo-1234!' });
    const [row] = await database.db.select().from(users).where(eq(users.email, demoEmail));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? null, 'Demo-1234!')).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? null, 'wrong')).toBe(false);
    expect(await ensureDemoAccount(database.db, { password: 'Other-1234!' })).toBeUndefined();
  });
});
