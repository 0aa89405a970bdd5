// `npm run user:create -- --email a@b.c --password 'Secret-123' [--name Ana] [--admin]`
// `npm run user:create -- --promote a@b.c`: makes an existing user an admin (docs/admin.md).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { passwordProblem } from '@ohp/contracts';
import { hashPassword } from '../auth/password.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { users } from '../db/schema.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: '' },
    admin: { type: 'boolean', default: false },
    promote: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfig();

if (values.promote !== undefined) {
  const target = values.promote.trim().toLowerCase();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withStartupLock(() => database.migrate());
    const promoted = await database.db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.email, target))
      .returning({ id: users.id });
    if (promoted.length === 0) fail(`No user with the e-mail ${target}`);
    console.log(`${target} is now an admin`);
  } finally {
    await database.close();
  }
  process.exit(0);
}

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Give a valid --email');
if (!values.password) fail('Give a --password');
const problem = passwordProblem(values.password);
if (problem) fail(`The password does not follow the rules: ${problem}`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.withStartupLock(() => database.migrate());
  const existing = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const role = values.admin ? 'admin' : 'user';
  if (existing.length > 0) {
    await database.db
      .update(users)
      .set({ role, passwordHash: await hashPassword(values.password), updatedAt: new Date() })
      .where(eq(users.email, email));
    console.log(`Updated ${email}: role ${role}, new password set`);
  } else {
    await database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(values.password),
      name: values.name,
      lastName: values['last-name'],
      role,
    });
    console.log(`Created ${role} ${email}`);
  }
} finally {
  await database.close();
}
