import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyGroups } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { outboxFor } from '../common/test-helpers.ts';
import { call, type Person, person, tokenOf } from './organisation-test-kit.ts';

let t: TestApp;
let owner: Person;
let member: Person;
let other: Person;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'owner@example.com');
  member = await person(t, 'member@example.com');
  other = await person(t, 'other@example.com');
  companyA = (
    await call(t, owner, 'POST', '/api/company', { corporateName: 'A', document: '11222333000181' })
  ).json().data.id;
  companyB = (
    await call(t, other, 'POST', '/api/company', { corporateName: 'B', document: '00000000000191' })
  ).json().data.id;
  await call(t, owner, 'POST', `/api/company/${companyA}/invite`, { email: member.email });
  const [message] = await outboxFor(t, member.email);
  await call(t, member, 'POST', `/api/company/invite/${tokenOf(message?.text ?? '')}/accept`);
});
afterAll(async () => {
  await t.close();
});

describe('groups', () => {
  it('creates, lists with members, renames, switches off and deletes a group, keeping its id', async () => {
    const created = await call(t, owner, 'POST', '/api/group', {
      description: 'Equipe de campo',
      active: true,
      companyId: companyA,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const added = await call(t, owner, 'POST', `/api/group/${id}/members`, { userId: member.id });
    expect(added.json().data.members.map((m: { email: string }) => m.email)).toEqual(['member@example.com']);

    const mine = await call(t, member, 'GET', '/api/group/mine');
    expect(mine.json().data).toEqual([
      { id, description: 'Equipe de campo', companyId: companyA, companyName: 'A' },
    ]);

    const renamed = await call(t, owner, 'PUT', `/api/group/${id}`, {
      description: 'Campo',
      active: false,
      companyId: companyA,
    });
    expect(renamed.json().data).toMatchObject({ id, description: 'Campo', active: false });
    // An inactive group grants nothing: it is not among the member's groups.
    expect((await call(t, member, 'GET', '/api/group/mine')).json().data).toEqual([]);
    await call(t, owner, 'PUT', `/api/group/${id}`, {
      description: 'Campo',
      active: true,
      companyId: companyA,
    });
    expect(
      (await call(t, member, 'GET', '/api/group/mine')).json().data.map((g: { id: string }) => g.id),
    ).toEqual([id]);

    const removed = await call(t, owner, 'DELETE', `/api/group/${id}/members/${member.id}`);
    expect(removed.json().data.members).toEqual([]);
    expect((await call(t, owner, 'DELETE', `/api/group/${id}/members/${member.id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'DELETE', `/api/group/${id}`)).statusCode).toBe(200);
    expect((await call(t, owner, 'GET', `/api/group?companyId=${companyA}`)).json().data).toEqual([]);
  });

  it('refuses a group moved to another company and a member without access, changing nothing', async () => {
    const id = (
      await call(t, owner, 'POST', '/api/group', { description: 'Sede', active: true, companyId: companyA })
    ).json().data.id;
    const before = await t.database.db.select().from(companyGroups);
    const moved = await call(t, owner, 'PUT', `/api/group/${id}`, {
      description: 'Sede',
      active: true,
      companyId: companyB,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('This group belongs to another company');
    const stranger = await call(t, owner, 'POST', `/api/group/${id}/members`, { userId: other.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toBe('Only users with access to the company can be added');
    const inB = await call(t, owner, 'POST', '/api/group', {
      description: 'X',
      active: true,
      companyId: companyB,
    });
    expect(inB.statusCode).toBe(404);
    const empty = await call(t, owner, 'POST', '/api/group', {
      description: ' ',
      active: true,
      companyId: companyA,
    });
    expect(empty.statusCode).toBe(400);
    expect(await t.database.db.select().from(companyGroups)).toEqual(before);
    const unknown = await call(t, owner, 'PUT', '/api/group/00000000-0000-4000-8000-000000000000', {
      description: 'Sede',
      active: true,
      companyId: companyA,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
