import { familyModules, VirtualDevice } from '@ohp/devices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurements } from '../../db/schema-measurements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, outboxFor } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { call, type Person, person, tokenOf } from '../organisations/organisation-test-kit.ts';

// Issue 25 item 1: a GHE's measurements are any saved measurement of the company's owners and
// members, any family; the screen searches them by description, file, family and save date.

let t: TestApp;
let owner: Person;
let member: Person;
let outsider: Person;
let company: string;
let gheId: string;
const device = new VirtualDevice('axPro');
const handArm = device.records[0]?.text ?? '';
const noise = new VirtualDevice('doseMax').records[0]?.text ?? '';
const ids: Record<string, string> = {};

async function save(who: Person, content: string, fileName: string, description: string): Promise<string> {
  const body = multipartBody(
    { fileName, description, state: '{}' },
    { name: 'file', filename: fileName, content },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { ...body.headers, ...bearer(who.token), 'x-language': 'en' },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const options = async (who: Person, search = '') =>
  call(
    t,
    who,
    'GET',
    `/api/esocial/ghes/${gheId}/measurement-options${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  );
const fileNames = (res: Awaited<ReturnType<typeof options>>) =>
  (res.json().data as { fileName: string }[]).map((m) => m.fileName).sort();

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'owner-opts@example.com', 'Olga');
  member = await person(t, 'member-opts@example.com', 'Mara');
  outsider = await person(t, 'outsider-opts@example.com', 'Otto');
  company = (
    await call(t, owner, 'POST', '/api/company', {
      corporateName: 'Serralheria D',
      document: '11222333000181',
    })
  ).json().data.id;
  await call(t, owner, 'POST', `/api/company/${company}/invite`, { email: member.email });
  const [message] = await outboxFor(t, member.email);
  await call(t, member, 'POST', `/api/company/invite/${tokenOf(message?.text ?? '')}/accept`);
  gheId = (
    await call(t, owner, 'POST', `/api/company/${company}/esocial/ghes`, {
      code: 'G-S',
      name: 'Serras',
      sector: 'Corte',
      activities: 'Cortar chapas.',
      localAmb: 1,
      establishmentCnpj: '11222333000262',
      epc: 0,
      epi: 0,
    })
  ).json().data.id;
  ids.own = await save(owner, noise, 'prensa-olga.txt', 'Prensa 3');
  ids.members = await save(member, handArm, 'lixadeira-mara.txt', 'Lixadeira angular');
  ids.foreign = await save(outsider, noise, 'alheia.txt', 'Prensa de outro lugar');
  // Saved at 23:00 in Brasília on 15/06/2025 (02:00 UTC of the 16th): the day is Brasília's.
  await t.database.db
    .update(measurements)
    .set({ createdAt: new Date('2025-06-16T02:00:00Z') })
    .where(eq(measurements.id, ids.members));
});
afterAll(async () => {
  await t.close();
});

describe('the measurements a GHE may take', () => {
  it('lists the saved measurements of every owner and member, never an outsider’s', async () => {
    for (const who of [owner, member]) {
      const res = await options(who);
      expect(res.statusCode).toBe(200);
      expect(fileNames(res)).toEqual(['lixadeira-mara.txt', 'prensa-olga.txt']);
    }
    const mine = (await options(owner)).json().data.find((m: { id: string }) => m.id === ids.members);
    expect(mine).toMatchObject({ savedBy: 'Mara User', mine: false, domain: 'vibration' });
    expect((await options(outsider)).statusCode).toBe(404);
  });

  it('searches description, file name, family name and the save day in any of the three formats', async () => {
    const family = familyModules.find((m) => m.family === device.family)?.presentation.displayName ?? '';
    expect(family).not.toBe('');
    const cases: [string, string[]][] = [
      ['angular', ['lixadeira-mara.txt']],
      ['OLGA', ['prensa-olga.txt']],
      [family.toLowerCase(), ['lixadeira-mara.txt']],
      ['15/06/2025', ['lixadeira-mara.txt']],
      ['2025-06-15', ['lixadeira-mara.txt']],
      ['06/15/2025', ['lixadeira-mara.txt']],
      ['16/06/2025', []],
      ['prensa', ['prensa-olga.txt']],
      ['100%', []],
    ];
    for (const [search, expected] of cases)
      expect(fileNames(await options(owner, search)), search).toEqual(expected);
  });

  it('the owner links a member’s measurement; an outsider’s is refused, translated', async () => {
    const added = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: ids.members,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.measurements.map((m: { measurementId: string }) => m.measurementId)).toEqual([
      ids.members,
    ]);
    const refused = await call(t, owner, 'POST', `/api/esocial/ghes/${gheId}/measurements`, {
      measurementId: ids.foreign,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('measurementId: the measurement belongs to another company.');
    const inPortuguese = await t.app.inject({
      method: 'POST',
      url: `/api/esocial/ghes/${gheId}/measurements`,
      headers: { ...bearer(owner.token), 'x-language': 'pt-BR' },
      payload: { measurementId: ids.foreign },
    });
    expect(inPortuguese.json().error).toBe('measurementId: a medição pertence a outra empresa.');
  });

  it('a member who leaves takes their measurements out of the list', async () => {
    const left = await call(t, owner, 'DELETE', `/api/company/${company}/users/${member.id}`);
    expect(left.statusCode).toBeLessThan(300);
    expect(fileNames(await options(owner))).toEqual(['prensa-olga.txt']);
  });
});
