import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { outboxFor } from '../common/test-helpers.ts';
import { createCompanyRepository } from './company-repository.ts';
import { call, type Person, person, tokenOf } from './organisation-test-kit.ts';

let t: TestApp;
// Company A: ana (owner), bruno (member). Company B: carla (owner). Dora: in no company.
let ana: Person;
let bruno: Person;
let carla: Person;
let dora: Person;
let companyA: string;
let companyB: string;
let groupA: string;
let groupB: string;

async function join(owner: Person, companyId: string, guest: Person) {
  const invited = await call(t, owner, 'POST', `/api/company/${companyId}/invite`, { email: guest.email });
  expect(invited.statusCode).toBe(201);
  const [message] = (await outboxFor(t, guest.email)).slice(-1);
  const accepted = await call(t, guest, 'POST', `/api/company/invite/${tokenOf(message?.text ?? '')}/accept`);
  expect(accepted.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ohp.example.com' });
  ana = await person(t, 'ana@example.com', 'Ana');
  bruno = await person(t, 'bruno@example.com', 'Bruno');
  carla = await person(t, 'carla@example.com', 'Carla');
  dora = await person(t, 'dora@example.com', 'Dora');
  const a = await call(t, ana, 'POST', '/api/company', {
    corporateName: 'Acústica Ltda',
    document: '11.222.333/0001-81',
  });
  expect(a.statusCode).toBe(201);
  companyA = a.json().data.id;
  const b = await call(t, carla, 'POST', '/api/company', {
    corporateName: 'Banco Exemplo',
    document: '00000000000191',
  });
  companyB = b.json().data.id;
  await join(ana, companyA, bruno);
  groupA = (
    await call(t, ana, 'POST', '/api/group', { description: 'Campo', active: true, companyId: companyA })
  ).json().data.id;
  groupB = (
    await call(t, carla, 'POST', '/api/group', { description: 'Sede', active: true, companyId: companyB })
  ).json().data.id;
});
afterAll(async () => {
  await t.close();
});

describe('companies', () => {
  it('answers the company with the CNPJ digits and the creator as owner', async () => {
    const list = await call(t, ana, 'GET', '/api/company');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: companyA,
        corporateName: 'Acústica Ltda',
        document: '11222333000181',
        role: 'owner',
      }),
    ]);
    const users = await call(t, ana, 'GET', `/api/company/${companyA}/users`);
    expect(users.json().data.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['ana@example.com', 'owner'],
      ['bruno@example.com', 'member'],
    ]);
    expect((await call(t, dora, 'GET', '/api/company')).json().data).toEqual([]);
  });

  it('refuses an invalid CNPJ, a duplicate and a long name, in the request language, saving nothing', async () => {
    const before = await t.database.db.select().from(companies);
    const invalid = await call(t, dora, 'POST', '/api/company', {
      corporateName: 'X',
      document: '11222333000182',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain('Enter a valid CNPJ');
    const duplicate = await call(t, dora, 'POST', '/api/company', {
      corporateName: 'Outra',
      document: '11222333000181',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('A company with this CNPJ already exists');
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/company',
      headers: { authorization: `Bearer ${dora.token}`, 'x-language': 'pt-BR' },
      payload: { corporateName: 'Outra', document: '11.222.333/0001-81' },
    });
    expect(pt.json().error).toBe('Já existe uma empresa com este CNPJ');
    const long = await call(t, dora, 'POST', '/api/company', {
      corporateName: 'x'.repeat(141),
      document: '00001000000106',
    });
    expect(long.statusCode).toBe(400);
    expect(await t.database.db.select().from(companies)).toEqual(before);
    const taken = await call(t, ana, 'PUT', `/api/company/${companyA}`, {
      corporateName: 'Acústica',
      document: '00000000000191',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('a CNPJ taken between the check and the write is still refused by the unique index', async () => {
    const repository = createCompanyRepository(t.database.db);
    expect(await repository.update(companyA, { corporateName: 'X', document: '00000000000191' })).toBe(
      'taken',
    );
    expect((await repository.find(companyA))?.document).toBe('11222333000181');
  });

  it('lets an owner rename the company', async () => {
    const renamed = await call(t, ana, 'PUT', `/api/company/${companyA}`, {
      corporateName: 'Acústica Industrial Ltda',
      document: '11222333000181',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.corporateName).toBe('Acústica Industrial Ltda');
  });
});

describe('route matrix: outsider 404, member 403, owner allowed', () => {
  const body = { corporateName: 'Acústica Industrial Ltda', document: '11222333000181' };
  const routes = () =>
    [
      ['PUT', `/api/company/${companyA}`, body],
      ['POST', `/api/company/${companyA}/invite`, { email: 'new@example.com' }],
      ['GET', `/api/company/${companyA}/invitations`, undefined],
      ['DELETE', `/api/company/${companyA}/invitations/00000000-0000-4000-8000-000000000000`, undefined],
      ['PUT', `/api/company/${companyA}/users/${ana.id}`, { role: 'owner' }],
      ['PUT', `/api/group/${groupA}`, { description: 'Campo', active: true, companyId: companyA }],
      ['POST', `/api/group/${groupA}/members`, { userId: bruno.id }],
    ] as const;

  it('company B’s owner and a user without company get 404 on company A’s routes', async () => {
    for (const outsider of [carla, dora]) {
      for (const [method, url, payload] of routes()) {
        const res = await call(t, outsider, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(t, outsider, 'GET', `/api/company/${companyA}/users`)).statusCode).toBe(404);
      expect((await call(t, outsider, 'GET', `/api/group?companyId=${companyA}`)).statusCode).toBe(404);
      expect(
        (await call(t, outsider, 'DELETE', `/api/company/${companyA}/users/${bruno.id}`)).statusCode,
      ).toBe(404);
      expect((await call(t, outsider, 'DELETE', `/api/group/${groupA}`)).statusCode).toBe(404);
      expect((await call(t, outsider, 'DELETE', `/api/group/${groupA}/members/${bruno.id}`)).statusCode).toBe(
        404,
      );
    }
    const groups = (await call(t, carla, 'GET', '/api/group')).json().data;
    expect(groups.map((g: { id: string }) => g.id)).toEqual([groupB]);
  });

  it('a member reads but gets 403 on every owner route', async () => {
    for (const [method, url, payload] of routes()) {
      const res = await call(t, bruno, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('Only an owner of the company can do this');
    }
    expect((await call(t, bruno, 'DELETE', `/api/company/${companyA}/users/${ana.id}`)).statusCode).toBe(403);
    expect((await call(t, bruno, 'DELETE', `/api/group/${groupA}`)).statusCode).toBe(403);
    expect((await call(t, bruno, 'GET', `/api/company/${companyA}/users`)).statusCode).toBe(200);
    expect((await call(t, bruno, 'GET', `/api/group?companyId=${companyA}`)).statusCode).toBe(200);
    expect(
      (await call(t, bruno, 'POST', '/api/group', { description: 'X', active: true, companyId: companyA }))
        .statusCode,
    ).toBe(403);
  });

  it('every route answers 401 without a token', async () => {
    for (const [method, url, payload] of routes()) {
      expect((await call(t, undefined, method, url, payload)).statusCode).toBe(401);
    }
  });
});

describe('roles and removal', () => {
  it('the last owner can neither leave, be removed nor step down; nothing changes', async () => {
    const leave = await call(t, carla, 'DELETE', `/api/company/${companyB}/users/${carla.id}`);
    expect(leave.statusCode).toBe(400);
    expect(leave.json().error).toMatch(/at least one owner/);
    const stepDown = await call(t, carla, 'PUT', `/api/company/${companyB}/users/${carla.id}`, {
      role: 'member',
    });
    expect(stepDown.statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyB));
    expect(rows.map((r) => r.role)).toEqual(['owner']);
  });

  it('an owner makes a member owner, who may then remove the first owner', async () => {
    const erico = await person(t, 'erico@example.com');
    await join(carla, companyB, erico);
    expect(
      (await call(t, carla, 'PUT', `/api/company/${companyB}/users/${erico.id}`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, erico, 'DELETE', `/api/company/${companyB}/users/${carla.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(t, carla, 'GET', `/api/company/${companyB}/users`)).statusCode).toBe(404);
    const last = await call(t, erico, 'DELETE', `/api/company/${companyB}/users/${erico.id}`);
    expect(last.statusCode).toBe(400);
  });

  it('a removed user leaves the company’s groups and no longer sees them', async () => {
    const felipe = await person(t, 'felipe@example.com');
    await join(ana, companyA, felipe);
    const added = await call(t, ana, 'POST', `/api/group/${groupA}/members`, { userId: felipe.id });
    expect(added.json().data.members.map((m: { email: string }) => m.email)).toContain('felipe@example.com');
    expect(
      (await call(t, felipe, 'GET', '/api/group/mine')).json().data.map((g: { id: string }) => g.id),
    ).toEqual([groupA]);
    expect((await call(t, ana, 'DELETE', `/api/company/${companyA}/users/${felipe.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(t, felipe, 'GET', '/api/group/mine')).json().data).toEqual([]);
    const group = (await call(t, ana, 'GET', `/api/group?companyId=${companyA}`)).json().data[0];
    expect(group.members.map((m: { email: string }) => m.email)).not.toContain('felipe@example.com');
    const again = await call(t, ana, 'DELETE', `/api/company/${companyA}/users/${felipe.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('a member may leave by themself', async () => {
    const gil = await person(t, 'gil@example.com');
    await join(ana, companyA, gil);
    expect((await call(t, gil, 'DELETE', `/api/company/${companyA}/users/${gil.id}`)).statusCode).toBe(200);
    expect((await call(t, gil, 'GET', '/api/company')).json().data).toEqual([]);
  });
});
