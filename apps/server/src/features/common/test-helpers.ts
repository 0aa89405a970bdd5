import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../../auth/password.ts';
import { users } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const strongPassword = 'Senha-forte-1';

/** Inserts a user directly (faster than the e-mailed code flow, which has its own tests). */
export async function createUser(
  t: TestApp,
  email: string,
  options: { password?: string | null; role?: 'user' | 'admin'; name?: string } = {},
) {
  const password = options.password === undefined ? strongPassword : options.password;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      name: options.name ?? 'Test',
      lastName: 'User',
      role: options.role ?? 'user',
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export interface LoginAnswer {
  token: string;
  refreshToken: string;
  user: { id: string; email: string; role: string; [key: string]: unknown };
}

export async function login(t: TestApp, email: string, password = strongPassword): Promise<LoginAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshIp(),
    payload: { email, password, loginOriginType: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data as LoginAnswer;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface OutboxMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The outbox messages to one address, oldest first (after the mail queue is idle). */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxMessage[]> {
  await t.app.platform.mail.idle();
  const dir = join(t.config.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMessage)
    .filter((message) => message.to === to);
}

/** The 6-digit code of a message text. */
export function codeOf(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
