import { paginationHeader } from '@ohp/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-admin.ts';
import { users } from '../../db/schema.ts';
import { components } from '../../db/schema-components.ts';
import { companies, companyMembers } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAdminUserRepository } from './admin-user-repository.ts';
import { readBackXlsx } from '@ohp/reports/xlsx/read-back';
import { bearer, createUser, freshIp, login, strongPassword } from '../common/test-helpers.ts';

let t: TestApp;
let adminToken: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  await createUser(t, 'root@example.com', { role: 'admin', name: 'Root' });
  const user = await createUser(t, 'ana@example.com', { name: 'Ana' });
  userId = user.id;
  await createUser(t, 'hostile@example.com', { name: '=HYPERLINK("http://evil.example","click")' });
  for (let i = 0; i < 7; i += 1) await createUser(t, `bulk${i}@example.com`, { name: `Bulk ${i}` });
  adminToken = (await login(t, 'root@example.com')).token;
  userToken = (await login(t, 'ana@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

const as = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: freshIp() });

type Operation = { tags?: string[] };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const adminOperations = async () => {
  const paths = (await t.app.inject({ url: '/api/docs' })).json().paths as Record<
    string,
    Record<string, Operation>
  >;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.tags?.includes('admin'))
      .map(([method]) => ({ path, method: method.toUpperCase() as Method })),
  );
};

describe('role checks', () => {
  it('every admin route answers a non-admin 404, as if it did not exist, and changes nothing', async () => {
    const operations = await adminOperations();
    // Users, export, role, reset, audit log, two uploads, poster, content deletion.
    expect(operations.length).toBeGreaterThanOrEqual(9);
    for (const { path, method } of operations) {
      const res = await as(
        userToken,
        method,
        `${path}?id=${userId}`,
        method === 'GET' ? undefined : { admin: true },
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.role).toBe('user');
    expect(row?.mustChangePassword).toBe(false);
  });

  it('without a token the admin routes answer 401', async () => {
    const res = await t.app.inject({ url: '/api/user/admin' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET user/admin', () => {
  it('pages with the JSON pagination header', async () => {
    const res = await as(adminToken, 'GET', '/api/user/admin?PageSize=4&Page=2&OrderBy=email');
    expect(res.statusCode).toBe(200);
    const pagination = JSON.parse(String(res.headers[paginationHeader]));
    expect(pagination).toEqual({
      currentPage: 2,
      pageSize: 4,
      totalCount: 10,
      totalPages: 3,
      hasPrevious: true,
      hasNext: true,
    });
    const emails = res.json().data.map((u: { email: string }) => u.email);
    // Sorted by e-mail: ana, bulk0..6, hostile, root → page 2 of 4 is bulk3..bulk6.
    expect(emails).toEqual([
      'bulk3@example.com',
      'bulk4@example.com',
      'bulk5@example.com',
      'bulk6@example.com',
    ]);
  });

  it('defaults to page 1 of size 999999 and searches name, e-mail and company', async () => {
    const all = await as(adminToken, 'GET', '/api/user/admin');
    expect(JSON.parse(String(all.headers[paginationHeader])).pageSize).toBe(999_999);
    expect(all.json().data).toHaveLength(10);
    const found = await as(adminToken, 'GET', '/api/user/admin?Search=ANA');
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['ana@example.com']);
    const literal = await as(adminToken, 'GET', '/api/user/admin?Search=%25');
    expect(literal.json().data).toEqual([]);
  });

  it('answers the columns of the table', async () => {
    const res = await as(adminToken, 'GET', '/api/user/admin?Search=root');
    const [root] = res.json().data;
    expect(root).toMatchObject({
      name: 'Root User',
      email: 'root@example.com',
      company: null,
      storageUsed: 0,
      admin: true,
    });
    expect(typeof root.lastSignInAt).toBe('string');
  });

  it.each([
    ['PageSize=0'],
    ['PageSize=-1'],
    ['Page=0'],
    ['OrderBy=passwordHash'],
    ['OrderBy=email;drop%20table%20users'],
    ['OrderBy=(select%201)'],
  ])('refuses %s with a translated 400', async (query) => {
    const res = await t.app.inject({
      url: `/api/user/admin?${query}`,
      headers: { ...bearer(adminToken), 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/\w/);
  });
});

describe('export', () => {
  it('streams CSV with the filters, formula cells made inert', async () => {
    const res = await as(adminToken, 'GET', '/api/user/admin/export?format=csv&OrderBy=email');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nome,E-mail,Empresa,Criado em,Último acesso,Armazenamento usado,Administrador');
    expect(lines).toHaveLength(11);
    const hostile = lines.find((line) => line.includes('hostile@example.com'));
    expect(hostile?.startsWith(`"'=HYPERLINK(""http://evil.example"",""click"") User"`)).toBe(true);
    // No cell of the file starts with a formula character.
    for (const line of lines)
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    const filtered = await as(adminToken, 'GET', '/api/user/admin/export?Search=bulk');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(8);
  });

  it.each(['-createdAt', 'createdAt', 'email', '-company', 'lastSignInAt', '-storageUsed', 'admin', '-name'])(
    'pages the export by keyset in the list order (%s, small batches, ties in the key)',
    async (orderBy) => {
      const repository = createAdminUserRepository(t.database.db);
      // Every bulk user gets the same creation time: only the id breaks the tie.
      await t.database.db
        .update(users)
        .set({ createdAt: new Date('2026-01-01T00:00:00.123456Z') })
        .where(sql`${users.name} like 'Bulk %'`);
      const { rows } = await repository.page({ search: '', orderBy }, 1, 1000);
      const batched: string[] = [];
      for await (const batch of repository.batches({ search: '', orderBy }, 3))
        batched.push(...batch.map((u) => u.id));
      expect(batched).toEqual(rows.map((u) => u.id));
      expect(new Set(batched).size).toBe(rows.length);
    },
  );

  it('streams XLSX with the same rows and filters: a workbook an independent reader opens', async () => {
    const res = await t.app.inject({
      url: '/api/user/admin/export?format=xlsx&OrderBy=email',
      headers: { ...bearer(adminToken), 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = readBackXlsx(res.rawPayload);
    expect(book.sheets).toEqual(['Users']);
    const rows = book.rows.map((row) => row.cells);
    expect(rows[0]?.map((cell) => cell.value)).toEqual([
      'Name',
      'E-mail',
      'Company',
      'Created',
      'Last sign-in',
      'Storage used',
      'Administrator',
    ]);
    expect(rows).toHaveLength(11);
    const emails = rows.slice(1).map((cells) => cells[1]?.value);
    expect(emails).toEqual([...emails].sort());
    const hostile = rows.find((cells) => cells[1]?.value === 'hostile@example.com');
    // Text, never a formula: the value is unchanged and carries the quotePrefix style.
    expect(hostile?.[0]).toMatchObject({
      value: '=HYPERLINK("http://evil.example","click") User',
      quotePrefix: true,
    });
    expect(res.rawPayload.includes('<f>')).toBe(false);
    const filtered = await as(adminToken, 'GET', '/api/user/admin/export?format=xlsx&Search=bulk');
    expect(readBackXlsx(filtered.rawPayload).rows).toHaveLength(8);
  });
});

describe('companies and components', () => {
  it('lists every company with its members and every saved component, searched and paged', async () => {
    const ana = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    const [acme] = await t.database.db
      .insert(companies)
      .values({ corporateName: 'Acme Higiene', document: '11222333000181' })
      .returning();
    await t.database.db
      .insert(companies)
      .values({ corporateName: 'Beta 50% Ltda', document: '99888777000166' });
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: acme?.id ?? '', userId: userId, role: 'owner' });
    for (const description of ['Forno 1', 'Forno 2', 'Martelete'])
      await t.database.db
        .insert(components)
        .values({ userId: ana[0]?.id ?? '', domain: 'heat', description, data: {} });

    const all = await as(adminToken, 'GET', '/api/admin/companies');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.map((c: { corporateName: string }) => c.corporateName)
        .sort(),
    ).toEqual(['Acme Higiene', 'Beta 50% Ltda']);
    const found = await as(adminToken, 'GET', '/api/admin/companies?Search=acme');
    expect(found.json().data).toEqual([
      expect.objectContaining({ corporateName: 'Acme Higiene', document: '11222333000181', members: 1 }),
    ]);
    // LIKE wildcards are literal: "50%" finds only the name holding "50%".
    expect((await as(adminToken, 'GET', '/api/admin/companies?Search=50%25')).json().data).toHaveLength(1);

    const page = await as(adminToken, 'GET', '/api/admin/components?Search=ana@&PageSize=2&Page=2');
    expect(page.statusCode).toBe(200);
    expect(JSON.parse(String(page.headers[paginationHeader]))).toEqual({
      currentPage: 2,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
      hasPrevious: true,
      hasNext: false,
    });
    expect(page.json().data).toEqual([
      expect.objectContaining({ ownerEmail: 'ana@example.com', domain: 'heat', description: 'Forno 1' }),
    ]);
    expect((await as(adminToken, 'GET', '/api/admin/components?Search=martel')).json().data).toHaveLength(1);
    expect((await as(adminToken, 'GET', '/api/admin/components?PageSize=0')).statusCode).toBe(400);
    expect((await as(userToken, 'GET', '/api/admin/companies')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('promotes and demotes, never the last admin, and logs who did it', async () => {
    const target = await createUser(t, 'second@example.com');
    expect(
      (await as(adminToken, 'PATCH', `/api/user/admin/role?id=${target.id}`, { admin: true })).statusCode,
    ).toBe(200);
    expect(
      (await as(adminToken, 'PATCH', `/api/user/admin/role?id=${target.id}`, { admin: false })).statusCode,
    ).toBe(200);
    const root = (await t.database.db.select().from(users).where(eq(users.email, 'root@example.com')))[0];
    const last = await as(adminToken, 'PATCH', `/api/user/admin/role?id=${root?.id}`, { admin: false });
    expect(last.statusCode).toBe(409);
    const log = await as(adminToken, 'GET', '/api/admin/audit-log?Search=second');
    expect(log.json().data.map((e: { action: string }) => e.action)).toEqual(['demote', 'promote']);
    expect(log.json().data[0]).toMatchObject({
      actorEmail: 'root@example.com',
      targetEmail: 'second@example.com',
    });
    expect(log.json().data[0].ip).toMatch(/^10\.9\./);
  });

  it('two admins demoting each other in parallel leave one admin', async () => {
    const a = await createUser(t, 'race-a@example.com', { role: 'admin' });
    const b = await createUser(t, 'race-b@example.com', { role: 'admin' });
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'root@example.com'));
    const tokenA = (await login(t, 'race-a@example.com')).token;
    const tokenB = (await login(t, 'race-b@example.com')).token;
    const answers = await Promise.all([
      as(tokenA, 'PATCH', `/api/user/admin/role?id=${b.id}`, { admin: false }),
      as(tokenB, 'PATCH', `/api/user/admin/role?id=${a.id}`, { admin: false }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    // One wins; the other either is refused as the last admin (409) or, demoted first, gets the 404.
    expect(codes[0]).toBe(200);
    expect([404, 409]).toContain(codes[1]);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'root@example.com'));
    adminToken = (await login(t, 'root@example.com')).token;
  });
});

describe('password reset', () => {
  it('gives a 6-digit temporary password once, forces the change, ends every session', async () => {
    const victim = await createUser(t, 'reset@example.com');
    const session = await login(t, 'reset@example.com');
    const res = await as(adminToken, 'POST', `/api/user/reset-password?id=${victim.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { password } = res.json().data;
    expect(password).toMatch(/^\d{6}$/);
    // The old session is over, for the access token and the refresh token.
    expect((await as(session.token, 'GET', '/api/notifications')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/login/refresh-token',
      payload: { token: session.refreshToken },
      remoteAddress: freshIp(),
    });
    expect(refresh.statusCode).toBe(401);
    // The old password is gone; the temporary one signs in and says a new one is required.
    await expect(login(t, 'reset@example.com', strongPassword)).rejects.toThrow(/401/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'reset@example.com', password, loginOriginType: 1 },
      remoteAddress: freshIp(),
    });
    expect(signIn.json().data.mustChangePassword).toBe(true);
    const token = signIn.json().data.token as string;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-password',
      payload: { password, newPassword: 'Outra-senha-2' },
      headers: bearer(token),
      remoteAddress: freshIp(),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await login(t, 'reset@example.com', 'Outra-senha-2');
    expect(again).not.toHaveProperty('mustChangePassword');
    const list = await as(again.token, 'GET', '/api/notifications');
    expect(list.json().data.items.map((n: { kind: string }) => n.kind)).toEqual(['passwordReset']);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, victim.id));
    expect(audit.map((row) => row.action)).toEqual(['resetPassword']);
  });
});
