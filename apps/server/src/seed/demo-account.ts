import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { settings, users } from '../db/schema.ts';

export const demoEmail = 'demo@ohp.local';
const seededKey = 'demo-account-created';

export interface DemoAccount {
  email: string;
  password: string;
}

/** A password that satisfies the SPEC §5 rules: letters, a number and a special character. */
export function generateDemoPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  let word = '';
  for (let i = 0; i < 8; i++) word += letters[randomInt(letters.length)];
  return `${word}-${randomInt(1000, 9999)}!`;
}

/**
 * On the first start of an empty database, creates the demo account once and returns it so
 * the caller can print it; also writes it to <dataDir>/demo-account.txt for later reference.
 * Later starts return undefined, even if the account was deleted since.
 */
export async function ensureDemoAccount(
  db: Db,
  options: { dataDir?: string; password?: string },
): Promise<DemoAccount | undefined> {
  const already = await db.select().from(settings).where(eq(settings.key, seededKey));
  if (already.length > 0) return undefined;
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  const password = options.password ?? generateDemoPassword();
  if (anyUser.length === 0) {
    await db.insert(users).values({
      email: demoEmail,
      passwordHash: await hashPassword(password),
      name: 'Demo',
      lastName: 'OHP',
      country: 'BR',
    });
  }
  await db.insert(settings).values({ key: seededKey, value: new Date().toISOString() });
  if (anyUser.length > 0) return undefined;
  if (options.dataDir && options.dataDir !== ':memory:') {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(
      join(options.dataDir, 'demo-account.txt'),
      `e-mail: ${demoEmail}\npassword: ${password}\n`,
      {
        mode: 0o600,
      },
    );
  }
  return { email: demoEmail, password };
}
