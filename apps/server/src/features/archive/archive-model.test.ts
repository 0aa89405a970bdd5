import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ArchiveModel } from './archive-model.ts';
import {
  call,
  groupWith,
  type Person,
  person,
  setGroupActive,
  setGroupMember,
  upload,
} from './archive-test-kit.ts';

// Random sequences of create/upload/move/share/unshare/group changes/delete against the real API
// and against the model; after every step each of three users' view (search of everything they
// can see, with their bits) must agree, and at the end of a run every list and download too.

let t: TestApp;
let users: Person[] = [];
let groupId = '';

beforeAll(async () => {
  t = await createTestApp();
  users = [
    await person(t, 'u0@example.com', 'U0'),
    await person(t, 'u1@example.com', 'U1'),
    await person(t, 'u2@example.com', 'U2'),
  ];
  const [u0, u1, u2] = users as [Person, Person, Person];
  groupId = await groupWith(t, u0, [u1, u2]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const names = ['n-a', 'N-A', 'n-b'];
const user = fc.integer({ min: 0, max: 2 });
const ref = fc.integer({ min: 0, max: 30 });
// Weighted towards what makes sharing interesting; `byOwner` makes most calls the owner's own.
const byOwner = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);
const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('folder' as const),
      user,
      parent: fc.option(ref),
      name: fc.constantFrom(...names),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('upload' as const),
      user,
      parent: fc.option(ref),
      name: fc.constantFrom(...names),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('move' as const),
      user,
      byOwner,
      entry: ref,
      target: fc.option(ref),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('share' as const),
      user,
      byOwner,
      entry: ref,
      target: fc.constantFrom<number | 'group'>(0, 1, 2, 'group', 'group'),
      value: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('unshare' as const), user, byOwner, entry: ref, share: ref }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('member' as const),
      member: fc.integer({ min: 1, max: 2 }),
      on: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('active' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete' as const), user, byOwner, entry: ref }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function reset(model: ArchiveModel, members: number[]) {
  await t.database.db.execute(sql`delete from archive_entries`);
  for (const member of [1, 2])
    await setGroupMember(t, groupId, users[member] as Person, members.includes(member));
  await setGroupActive(t, groupId, true);
  model.groupActive = true;
  model.groupMembers = new Set(members);
}

/** The acting user: the entry's owner when `byOwner` (most owner-only calls then pass). */
const actor = (model: ArchiveModel, a: { user: number; byOwner: boolean }, id: string) =>
  a.byOwner ? (model.entries.get(id)?.owner ?? a.user) : a.user;

const pick = (model: ArchiveModel, index: number) => {
  const ids = [...model.entries.keys()];
  return ids.length ? ids[index % ids.length] : undefined;
};
const who = (index: number) => users[index] as Person;

/** Runs one action on both sides; answers the API's status and the model's. */
async function step(model: ArchiveModel, a: Action): Promise<[number, number]> {
  switch (a.type) {
    case 'folder':
    case 'upload': {
      const parent = a.parent === null ? null : (pick(model, a.parent) ?? null);
      const [expected, owner] = model.addStatus(a.user, parent);
      const taken = expected === 201 && a.type === 'folder' && model.taken(owner, parent, a.name);
      const res =
        a.type === 'folder'
          ? await call(t, who(a.user), 'POST', '/api/archive/folders', {
              name: a.name,
              ...(parent ? { parentId: parent } : {}),
            })
          : await upload(t, who(a.user), a.name, 'x', parent ?? undefined);
      if (res.statusCode === 201) {
        const data = res.json().data;
        const name = a.type === 'upload' ? model.freeName(owner, parent, a.name) : a.name;
        expect(data).toMatchObject({ name, ownerId: who(owner).id });
        model.entries.set(data.id, {
          id: data.id,
          owner,
          parent,
          kind: a.type === 'folder' ? 'folder' : 'file',
          name,
        });
      }
      return [res.statusCode, taken ? 409 : expected];
    }
    case 'move': {
      const id = pick(model, a.entry);
      if (!id) return [0, 0];
      const target = a.target === null ? null : (pick(model, a.target) ?? null);
      const u = actor(model, a, id);
      const expected = model.moveStatus(u, id, target);
      const res = await call(t, who(u), 'PATCH', `/api/archive/${id}`, { parentId: target });
      const entry = model.entries.get(id);
      if (res.statusCode === 200 && entry) entry.parent = target;
      return [res.statusCode, expected];
    }
    case 'share': {
      const id = pick(model, a.entry);
      if (!id) return [0, 0];
      const u = actor(model, a, id);
      let expected = model.ownerStatus(u, id) || 201;
      if (expected === 201 && a.target === u) expected = 400;
      const body =
        a.target === 'group' ? { groupId, value: a.value } : { email: who(a.target).email, value: a.value };
      const res = await call(t, who(u), 'POST', `/api/archive/${id}/shares`, body);
      if (res.statusCode === 201) {
        model.shares = model.shares.filter((s) => !(s.entry === id && s.target === a.target));
        model.shares.push({ id: res.json().data.id, entry: id, target: a.target, value: a.value });
      }
      return [res.statusCode, expected];
    }
    case 'unshare': {
      const id = pick(model, a.entry);
      if (!id) return [0, 0];
      const own = model.shares.filter((s) => s.entry === id);
      const share = own.length ? own[a.share % own.length] : undefined;
      const u = actor(model, a, id);
      const expected = model.ownerStatus(u, id) || (share ? 204 : 404);
      const res = await call(t, who(u), 'DELETE', `/api/archive/${id}/shares/${share?.id ?? id}`);
      if (res.statusCode === 204) model.shares = model.shares.filter((s) => s !== share);
      return [res.statusCode, expected];
    }
    case 'member':
      await setGroupMember(t, groupId, who(a.member), a.on);
      if (a.on) model.groupMembers.add(a.member);
      else model.groupMembers.delete(a.member);
      return [0, 0];
    case 'active':
      await setGroupActive(t, groupId, a.on);
      model.groupActive = a.on;
      return [0, 0];
    case 'delete': {
      const id = pick(model, a.entry);
      if (!id) return [0, 0];
      const u = actor(model, a, id);
      const expected = model.ownerStatus(u, id) || 204;
      const res = await call(t, who(u), 'DELETE', `/api/archive/${id}`);
      if (res.statusCode === 204) model.remove(id);
      return [res.statusCode, expected];
    }
  }
}

/** What each user sees (search for the letter every name has) against the model. */
async function checkViews(model: ArchiveModel) {
  for (const [index, person] of users.entries()) {
    const res = await call(t, person, 'GET', '/api/archive/search?q=n');
    const seen = (res.json().data as Array<{ id: string; permission: number }>)
      .map((e) => `${e.id}:${e.permission}`)
      .sort();
    const expected = [...model.entries.keys()]
      .map((id) => [id, model.permission(index, id)] as const)
      .filter(([, bits]) => (bits & 1) === 1)
      .map(([id, bits]) => `${id}:${bits}`)
      .sort();
    expect(seen, `user ${index}`).toEqual(expected);
  }
}

/** Every list and download of every user, and get-permission. */
async function checkAll(model: ArchiveModel) {
  for (const [index, person] of users.entries()) {
    for (const entry of model.entries.values()) {
      const bits = model.permission(index, entry.id);
      const res =
        entry.kind === 'folder'
          ? await call(t, person, 'GET', `/api/archive?parentId=${entry.id}`)
          : await call(t, person, 'GET', `/api/archive/${entry.id}/download`);
      expect(res.statusCode, `user ${index} ${entry.kind} ${entry.id}`).toBe((bits & 1) === 1 ? 200 : 404);
      if (entry.kind === 'folder' && res.statusCode === 200) expect(res.json().data.permission).toBe(bits);
    }
    const permissions = (await call(t, person, 'GET', '/api/user/get-permission')).json().data;
    expect(permissions).toEqual(model.directPermissions(index));
  }
}

describe('archive rules against a model', () => {
  it('agrees with the model over random sequences of 3 users, a group and nested folders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([1, 2]),
        fc.array(action, { minLength: 1, maxLength: 8 }),
        async (members, actions) => {
          const model = new ArchiveModel();
          await reset(model, members);
          for (const a of actions) {
            const [actual, expected] = await step(model, a);
            expect(actual, JSON.stringify(a)).toBe(expected);
            await checkViews(model);
          }
          await checkAll(model);
        },
      ),
      { numRuns: 200 },
    );
  }, 300_000);
});
