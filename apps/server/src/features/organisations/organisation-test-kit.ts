import type { TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, login } from '../common/test-helpers.ts';

export interface Person {
  id: string;
  email: string;
  token: string;
}

/** Creates and signs in an account. */
export async function person(t: TestApp, email: string, name = 'Test'): Promise<Person> {
  await createUser(t, email, { name });
  const answer = await login(t, email);
  return { id: answer.user.id, email, token: answer.token };
}

/** A signed-in JSON call in English (errors come back translated). */
export async function call(
  t: TestApp,
  who: Person | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The invitation token of the last invitation link in a message text. */
export function tokenOf(text: string): string {
  const matches = [...text.matchAll(/\/company\/user\/invite\/([A-Za-z0-9_-]+)/g)];
  const token = matches.at(-1)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}
