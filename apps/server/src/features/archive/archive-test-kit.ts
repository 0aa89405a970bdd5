import { and, eq } from 'drizzle-orm';
import { companies, companyGroups, companyMembers, groupMembers } from '../../db/schema-organisations.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { bearer } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import type { Person } from '../organisations/organisation-test-kit.ts';

export { call, person, type Person } from '../organisations/organisation-test-kit.ts';

/** Uploads a file into the archive (multipart `file`, `parentId?`), answers in English. */
export function upload(t: TestApp, who: Person, name: string, content: string | Buffer, parentId?: string) {
  const body = multipartBody(parentId ? { parentId } : {}, {
    name: 'file',
    filename: name,
    content,
    type: 'text/plain',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/archive/files',
    headers: { ...bearer(who.token), ...body.headers, 'x-language': 'en' },
    payload: body.payload,
  });
}

let cnpj = 10_000_000_000_000;
/** A company owned by `owner` with one group holding `members` (all given access to the company). */
export async function groupWith(t: TestApp, owner: Person, members: Person[]): Promise<string> {
  const db = t.database.db;
  cnpj += 1;
  const [company] = await db
    .insert(companies)
    .values({ corporateName: 'Acme', document: String(cnpj) })
    .returning();
  if (!company) throw new Error('no company');
  await db
    .insert(companyMembers)
    .values([
      { companyId: company.id, userId: owner.id, role: 'owner' as const },
      ...members.map((m) => ({ companyId: company.id, userId: m.id, role: 'member' as const })),
    ]);
  const [group] = await db
    .insert(companyGroups)
    .values({ companyId: company.id, description: 'Field team' })
    .returning();
  if (!group) throw new Error('no group');
  if (members.length > 0)
    await db.insert(groupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
  return group.id;
}

export async function setGroupMember(t: TestApp, groupId: string, who: Person, member: boolean) {
  const db = t.database.db;
  if (member) await db.insert(groupMembers).values({ groupId, userId: who.id }).onConflictDoNothing();
  else
    await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, who.id)));
}

export async function setGroupActive(t: TestApp, groupId: string, active: boolean) {
  await t.database.db.update(companyGroups).set({ active }).where(eq(companyGroups.id, groupId));
}
