import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/** What `npm run user:create` asks for: create or update an account, or promote one to admin. */
export type LocalAccountCommand =
  | { kind: 'upsert'; email: string; password: string; name: string; lastName: string; admin: boolean }
  | { kind: 'promote'; email: string };

/** Runs the command on the database; the line to print, or an error message. */
export async function runLocalAccountCommand(
  db: Db,
  command: LocalAccountCommand,
): Promise<{ ok: boolean; message: string }> {
  const email = command.email.trim().toLowerCase();
  if (command.kind === 'promote') {
    const promoted = await db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return promoted.length === 0
      ? { ok: false, message: `No user with the e-mail ${email}` }
      : { ok: true, message: `${email} is now an admin` };
  }
  const role = command.admin ? 'admin' : 'user';
  const passwordHash = await hashPassword(command.password);
  // One statement: an account created meanwhile (registration) is updated, not duplicated.
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, name: command.name, lastName: command.lastName, role })
    .onConflictDoUpdate({ target: users.email, set: { role, passwordHash, updatedAt: new Date() } })
    .returning({ createdAt: users.createdAt, updatedAt: users.updatedAt });
  const created = row && row.createdAt.getTime() === row.updatedAt.getTime();
  return {
    ok: true,
    message: created ? `Created ${role} ${email}` : `Updated ${email}: role ${role}, new password set`,
  };
}
