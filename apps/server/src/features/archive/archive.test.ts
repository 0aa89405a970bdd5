import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, login, outboxFor } from '../common/test-helpers.ts';
import {
  call,
  groupWith,
  type Person,
  person,
  setGroupActive,
  setGroupMember,
  upload,
} from './archive-test-kit.ts';

let t: TestApp;
let ana: Person;
let bia: Person;
let caio: Person;

beforeAll(async () => {
  t = await createTestApp();
  ana = await person(t, 'ana@example.com', 'Ana');
  bia = await person(t, 'bia@example.com', 'Bia');
  caio = await person(t, 'caio@example.com', 'Caio');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const folder = async (who: Person, name: string, parentId?: string) => {
  const res = await call(t, who, 'POST', '/api/archive/folders', { name, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; permission: number; ownerId: string };
};
const list = (who: Person, parentId?: string) =>
  call(t, who, 'GET', `/api/archive${parentId ? `?parentId=${parentId}` : ''}`);
const names = async (who: Person, parentId?: string) =>
  ((await list(who, parentId)).json().data.items as Array<{ name: string }>).map((i) => i.name);

describe('folders and files', () => {
  it('creates, lists with breadcrumbs and sizes, renames, moves and deletes', async () => {
    const docs = await folder(ana, 'Docs');
    const sub = await folder(ana, 'Sub', docs.id);
    const file = await upload(t, ana, 'notes.txt', 'hello world', sub.id);
    expect(file.statusCode, file.body).toBe(201);
    const entry = file.json().data;
    expect(entry).toMatchObject({
      name: 'notes.txt',
      kind: 'file',
      size: 11,
      parentId: sub.id,
      ownerId: ana.id,
      permission: 3,
    });

    const root = (await list(ana)).json().data;
    expect(root).toMatchObject({ breadcrumbs: [], permission: 3, page: 1 });
    expect(root.items.find((i: { id: string }) => i.id === docs.id)).toMatchObject({
      kind: 'folder',
      size: 11,
    });
    const inside = (await list(ana, sub.id)).json().data;
    expect(inside.breadcrumbs).toEqual([
      { id: docs.id, name: 'Docs' },
      { id: sub.id, name: 'Sub' },
    ]);
    expect(inside.total).toBe(1);

    const download = await call(t, ana, 'GET', `/api/archive/${entry.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello world');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const renamed = await call(t, ana, 'PATCH', `/api/archive/${entry.id}`, { name: 'Notas ção.txt' });
    expect(renamed.statusCode).toBe(200);
    const again = await call(t, ana, 'GET', `/api/archive/${entry.id}/download`);
    expect(again.headers['content-disposition']).toContain("filename*=UTF-8''Notas%20%C3%A7%C3%A3o.txt");
    const moved = await call(t, ana, 'PATCH', `/api/archive/${entry.id}`, { parentId: null });
    expect(moved.json().data.parentId).toBeNull();
    expect(await names(ana)).toContain('Notas ção.txt');

    const usedBefore = (await call(t, ana, 'GET', '/api/home/dashboard')).json().data.storage.usedBytes;
    await upload(t, ana, 'big.bin', Buffer.alloc(1000), sub.id);
    expect((await call(t, ana, 'DELETE', `/api/archive/${docs.id}`)).statusCode).toBe(204);
    expect((await list(ana, sub.id)).statusCode).toBe(404);
    expect((await call(t, ana, 'GET', '/api/home/dashboard')).json().data.storage.usedBytes).toBe(usedBefore);
  });

  it('refuses bad names, duplicates (case-insensitively) and moves into the own subtree', async () => {
    for (const name of ['', '   ', 'a/b', 'a\\b', '..', '.', 'x\u0001y', 'z'.repeat(121)]) {
      const res = await call(t, ana, 'POST', '/api/archive/folders', { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error).toContain('Invalid name');
    }
    const a = await folder(ana, 'Dup');
    const taken = await call(t, ana, 'POST', '/api/archive/folders', { name: 'dup' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('There is already an item with this name in this folder');
    const b = await folder(ana, 'Other');
    expect((await call(t, ana, 'PATCH', `/api/archive/${b.id}`, { name: 'DUP' })).statusCode).toBe(409);
    const child = await folder(ana, 'Dup', b.id);
    expect((await call(t, ana, 'PATCH', `/api/archive/${child.id}`, { parentId: null })).statusCode).toBe(
      409,
    );
    const deep = await folder(ana, 'Deep', a.id);
    const cycle = await call(t, ana, 'PATCH', `/api/archive/${a.id}`, { parentId: deep.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error).toContain('cannot be moved into itself');
    expect((await call(t, ana, 'PATCH', `/api/archive/${a.id}`, { parentId: a.id })).statusCode).toBe(400);
    expect((await call(t, ana, 'PATCH', `/api/archive/${a.id}`, {})).statusCode).toBe(400);
    // An upload of a taken name gets a suffix instead.
    await upload(t, ana, 'r.txt', 'one', a.id);
    const second = await upload(t, ana, 'R.txt', 'two', a.id);
    expect(second.json().data.name).toBe('R (2).txt');
    const badUpload = await upload(t, ana, 'a\u0001b.txt', 'x', a.id);
    expect(badUpload.statusCode).toBe(400);
  });

  it('answers 404 for another user’s entries and malformed ids, 401 without a session', async () => {
    const secret = await folder(ana, 'Secret');
    const file = (await upload(t, ana, 's.txt', 'secret', secret.id)).json().data;
    for (const [method, url, body] of [
      ['GET', `/api/archive?parentId=${secret.id}`],
      ['GET', `/api/archive/${file.id}/download`],
      ['PATCH', `/api/archive/${file.id}`, { name: 'x' }],
      ['DELETE', `/api/archive/${file.id}`],
      ['GET', `/api/archive/${secret.id}/shares`],
      ['POST', `/api/archive/${secret.id}/shares`, { email: 'bia@example.com', value: 1 }],
      ['POST', '/api/archive/folders', { name: 'In', parentId: secret.id }],
      ['GET', '/api/archive/not-a-uuid/download'],
    ] as const) {
      const res = await call(t, bia, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(t, bia, 'x.txt', 'x', secret.id)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', '/api/archive')).statusCode).toBe(401);
    expect((await call(t, bia, 'GET', `/api/archive/${file.id}/download`)).json().error).toBe(
      'File or folder not found',
    );
  });

  it('searches by name in the own tree, sorts and pages', async () => {
    const f = await folder(ana, 'Search here');
    for (const name of ['alpha-report.txt', 'beta-report.txt', 'gamma.txt'])
      await upload(t, ana, name, name, f.id);
    const found = await call(t, ana, 'GET', '/api/archive/search?q=REPORT');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((e: { name: string }) => e.name)).toEqual([
      'alpha-report.txt',
      'beta-report.txt',
    ]);
    expect((await call(t, bia, 'GET', '/api/archive/search?q=report')).json().data).toEqual([]);
    expect((await call(t, ana, 'GET', '/api/archive/search?q=')).statusCode).toBe(400);
    const page = (
      await call(t, ana, 'GET', `/api/archive?parentId=${f.id}&sort=-name&pageSize=2&page=2`)
    ).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((e: { name: string }) => e.name)).toEqual(['alpha-report.txt']);
    expect((await call(t, ana, 'GET', '/api/archive?sort=bogus')).statusCode).toBe(400);
  });
});

describe('sharing', () => {
  it('shares with a user: view lets them list and download, not rename; removal takes it away', async () => {
    const shared = await folder(ana, 'Shared');
    const inner = await folder(ana, 'Inner', shared.id);
    const file = (await upload(t, ana, 'data.txt', 'data', inner.id)).json().data;
    const share = await call(t, ana, 'POST', `/api/archive/${shared.id}/shares`, {
      email: 'bia@example.com',
      value: 1,
    });
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json().data).toMatchObject({
      archiveId: shared.id,
      userId: bia.id,
      groupId: null,
      value: 1,
      label: 'bia@example.com',
    });

    expect((await call(t, bia, 'GET', '/api/user/get-permission')).json().data).toContainEqual({
      archiveId: shared.id,
      value: 1,
    });
    const mine = (await call(t, bia, 'GET', '/api/archive/shared-with-me')).json().data;
    expect(mine.map((e: { id: string }) => e.id)).toEqual([shared.id]);
    const inside = (await list(bia, inner.id)).json().data;
    expect(inside.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Shared', 'Inner']);
    expect(inside.permission).toBe(1);
    expect(inside.items[0]).toMatchObject({ name: 'data.txt', permission: 1 });
    expect((await call(t, bia, 'GET', `/api/archive/${file.id}/download`)).body).toBe('data');
    expect(
      (await call(t, bia, 'GET', '/api/archive/search?q=data')).json().data.map((e: { id: string }) => e.id),
    ).toEqual([file.id]);
    const rename = await call(t, bia, 'PATCH', `/api/archive/${file.id}`, { name: 'mine.txt' });
    expect(rename.statusCode).toBe(403);
    expect((await call(t, bia, 'DELETE', `/api/archive/${file.id}`)).statusCode).toBe(403);
    expect((await call(t, bia, 'GET', `/api/archive/${shared.id}/shares`)).statusCode).toBe(403);
    const add = await call(t, bia, 'POST', '/api/archive/folders', { name: 'Mine', parentId: inner.id });
    expect(add.statusCode).toBe(403);
    expect((await list(caio, inner.id)).statusCode).toBe(404);

    // The receiver was told in the app and by e-mail.
    const notices = (await call(t, bia, 'GET', '/api/notifications')).json().data;
    expect(JSON.stringify(notices)).toContain('Shared');
    expect((await outboxFor(t, 'bia@example.com')).at(-1)?.subject).toContain('Shared');

    // Include (3): Bia adds under it; what she adds belongs to Ana (Ana's tree, Ana's quota).
    await call(t, ana, 'POST', `/api/archive/${shared.id}/shares`, { email: 'bia@example.com', value: 3 });
    const shares = (await call(t, ana, 'GET', `/api/archive/${shared.id}/shares`)).json().data;
    expect(shares).toHaveLength(1);
    const added = await upload(t, bia, 'from-bia.txt', 'hi', inner.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ ownerId: ana.id, permission: 3 });
    expect(
      (await call(t, bia, 'PATCH', `/api/archive/${added.json().data.id}`, { name: 'x.txt' })).statusCode,
    ).toBe(403);

    expect(
      (await call(t, ana, 'DELETE', `/api/archive/${shared.id}/shares/${shares[0].id}`)).statusCode,
    ).toBe(204);
    expect((await list(bia, inner.id)).statusCode).toBe(404);
    expect((await call(t, bia, 'GET', `/api/archive/${file.id}/download`)).statusCode).toBe(404);
    expect((await call(t, bia, 'GET', '/api/archive/shared-with-me')).json().data).toEqual([]);
    expect(
      (await call(t, ana, 'DELETE', `/api/archive/${shared.id}/shares/${shares[0].id}`)).statusCode,
    ).toBe(404);
  });

  it('shares with a group: only active groups and current members hold it', async () => {
    const groupId = await groupWith(t, ana, [bia, caio]);
    const team = await folder(ana, 'Team');
    const share = await call(t, ana, 'POST', `/api/archive/${team.id}/shares`, { groupId, value: 1 });
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json().data).toMatchObject({ groupId, userId: null, label: 'Field team' });
    expect((await list(caio, team.id)).statusCode).toBe(200);
    await setGroupMember(t, groupId, caio, false);
    expect((await list(caio, team.id)).statusCode).toBe(404);
    expect((await list(bia, team.id)).statusCode).toBe(200);
    await setGroupActive(t, groupId, false);
    expect((await list(bia, team.id)).statusCode).toBe(404);
    expect((await call(t, bia, 'GET', '/api/user/get-permission')).json().data).not.toContainEqual({
      archiveId: team.id,
      value: 1,
    });
    await setGroupActive(t, groupId, true);
    expect((await list(bia, team.id)).statusCode).toBe(200);
    // A group of a company Bia has no access to is refused.
    const other = await groupWith(t, caio, []);
    const refused = await call(t, ana, 'POST', `/api/archive/${team.id}/shares`, {
      groupId: other,
      value: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Group not found');
  });

  it('refuses shares without a target, with bits outside 1..3, with oneself or an unknown e-mail', async () => {
    const f = await folder(ana, 'Bits');
    for (const value of [0, 4, 7, -1, 1.5]) {
      const res = await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, {
        email: 'bia@example.com',
        value,
      });
      expect(res.statusCode, String(value)).toBe(400);
    }
    expect(
      (
        await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, { email: 'bia@example.com', value: 4 })
      ).json().error,
    ).toContain('Choose at least one permission');
    const noTarget = await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, { value: 1 });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().error).toContain('Choose a user or a group');
    const both = await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, {
      email: 'bia@example.com',
      groupId: f.id,
      value: 1,
    });
    expect(both.statusCode).toBe(400);
    expect(
      (await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, { email: 'ana@example.com', value: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, ana, 'POST', `/api/archive/${f.id}/shares`, { email: 'nobody@example.com', value: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await call(t, ana, 'GET', `/api/archive/${f.id}/shares`)).json().data).toEqual([]);
  });
});

describe('quota', () => {
  it('refuses an upload past the quota with nothing stored; an admin override changes it', async () => {
    const dan = await person(t, 'dan@example.com');
    await createUser(t, 'root@example.com', { role: 'admin' });
    const admin = await login(t, 'root@example.com');
    const asAdmin = { id: admin.user.id, email: 'root@example.com', token: admin.token };
    const set = await call(t, asAdmin, 'PUT', `/api/admin/users/${dan.id}/storage-quota`, { quotaMb: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ usedBytes: 0, quotaBytes: 1024 * 1024 });
    expect(
      (await call(t, dan, 'PUT', `/api/admin/users/${dan.id}/storage-quota`, { quotaMb: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, asAdmin, 'PUT', `/api/admin/users/${dan.id}/storage-quota`, { quotaMb: 0 })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t, asAdmin, 'PUT', `/api/admin/users/${ana.id.replace(/.$/, '0')}0/storage-quota`, {
          quotaMb: 1,
        })
      ).statusCode,
    ).toBe(404);

    expect((await upload(t, dan, 'a.bin', Buffer.alloc(700 * 1024))).statusCode).toBe(201);
    const over = await upload(t, dan, 'b.bin', Buffer.alloc(400 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('Not enough storage space: this file would pass your quota');
    expect(await names(dan)).toEqual(['a.bin']);
    const dash = (await call(t, dan, 'GET', '/api/home/dashboard')).json().data;
    expect(dash.storage).toEqual({ usedBytes: 700 * 1024, quotaBytes: 1024 * 1024 });

    await call(t, asAdmin, 'PUT', `/api/admin/users/${dan.id}/storage-quota`, { quotaMb: null });
    expect((await upload(t, dan, 'b.bin', Buffer.alloc(400 * 1024))).statusCode).toBe(201);
  });
});

describe('home', () => {
  it('answers the dashboard figures and the offer card per theme and language', async () => {
    const dash = await call(t, ana, 'GET', '/api/home/dashboard');
    expect(dash.statusCode, dash.body).toBe(200);
    const data = dash.json().data;
    expect(data.files.files).toBeGreaterThan(0);
    expect(data.recent.length).toBeLessThanOrEqual(10);
    expect(data.storage.quotaBytes).toBe(1024 * 1024 * 1024);
    for (const theme of ['light', 'dark']) {
      const card = await t.app.inject({
        method: 'GET',
        url: `/api/home/sales-card/${theme}`,
        headers: { authorization: `Bearer ${ana.token}`, 'accept-language': 'es' },
      });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toContain('image/svg+xml');
      expect(card.headers['cache-control']).toBe('private, max-age=3600');
      expect(card.body).toContain('10 % de descuento');
    }
    expect((await call(t, ana, 'GET', '/api/home/sales-card/pink')).statusCode).toBe(404);
  });
});

describe('upload refusals before the body is read', () => {
  it('refuses a declared body past the folder owner’s quota from the query alone', async () => {
    const fay = await person(t, 'fay@example.com');
    const box = await folder(fay, 'Box');
    await t.database.db.execute(sql`insert into user_storage (user_id, quota_mb) values (${fay.id}, 1)
      on conflict (user_id) do update set quota_mb = 1`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/archive/files?parentId=${box.id}`,
      headers: {
        authorization: `Bearer ${fay.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024),
        'x-language': 'en',
      },
      payload: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Not enough storage space: this file would pass your quota');
  });
});
