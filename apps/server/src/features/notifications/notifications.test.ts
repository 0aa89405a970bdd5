import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDevices } from '../../db/schema-organisations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, createUser, freshIp, login } from '../common/test-helpers.ts';
import { multipartBody } from '../measurements/multipart-body.ts';
import { notificationJob } from './notifier.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'root@example.com', { role: 'admin' });
  adminToken = (await login(t, 'root@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  language = 'pt-BR',
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(token), 'x-language': language },
    remoteAddress: freshIp(),
  });

/** The last temporary password given per user id. */
const temporary = new Map<string, string>();
async function resetBy(admin: string, userId: string) {
  const res = await call(admin, 'POST', `/api/user/reset-password?id=${userId}`);
  expect(res.statusCode).toBe(200);
  temporary.set(userId, res.json().data.password);
}

describe('notifications', () => {
  it('shows the same notification in the reader language (pt-BR, en, es)', async () => {
    const user = await createUser(t, 'langs@example.com');
    await resetBy(adminToken, user.id);
    const { token } = await loginWithTemporary(user);
    const titles = await Promise.all(
      ['pt-BR', 'en', 'es'].map(
        async (language) => (await call(token, 'GET', '/api/notifications', language)).json().data,
      ),
    );
    expect(titles.map((list) => list.items[0].title)).toEqual([
      'Sua senha foi redefinida',
      'Your password was reset',
      'Su contraseña fue restablecida',
    ]);
    expect(titles[1].items[0].text).toBe(
      'An administrator reset your password. Sign in with the temporary password and choose a new one.',
    );
    expect(titles[0].unread).toBe(1);
  });

  it('marks read, deletes one, clears all; another user’s notification is a 404', async () => {
    const user = await createUser(t, 'lists@example.com');
    await resetBy(adminToken, user.id);
    await resetBy(adminToken, user.id);
    const { token } = await loginWithTemporary(user);
    const other = await createUser(t, 'other@example.com');
    await resetBy(adminToken, other.id);
    const otherToken = (await loginWithTemporary(other)).token;
    const otherId = (await call(otherToken, 'GET', '/api/notifications')).json().data.items[0].id;

    const [first, second] = (await call(token, 'GET', '/api/notifications')).json().data.items;
    expect((await call(token, 'PATCH', `/api/notifications/${first.id}`)).statusCode).toBe(200);
    let list = (await call(token, 'GET', '/api/notifications')).json().data;
    expect(list.unread).toBe(1);
    expect(list.items.find((n: { id: string }) => n.id === first.id).read).toBe(true);

    expect((await call(token, 'PATCH', `/api/notifications/${otherId}`, 'en')).json()).toEqual({
      error: 'Notification not found',
    });
    expect((await call(token, 'DELETE', `/api/notifications/${otherId}`)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/api/notifications/${second.id}`)).statusCode).toBe(200);
    list = (await call(token, 'GET', '/api/notifications')).json().data;
    expect(list.items.map((n: { id: string }) => n.id)).toEqual([first.id]);
    expect((await call(token, 'DELETE', '/api/notifications')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/notifications')).json().data).toEqual({ items: [], unread: 0 });
    // The other user's notification survived both deletions.
    expect((await call(otherToken, 'GET', '/api/notifications')).json().data.items).toHaveLength(1);
  });

  it('a company invitation notifies the invited account', async () => {
    const owner = await createUser(t, 'owner@example.com');
    const ownerToken = (await login(t, owner.email)).token;
    const invited = await createUser(t, 'invited@example.com');
    const invitedToken = (await login(t, invited.email)).token;
    const company = await call(ownerToken, 'POST', '/api/company', 'pt-BR', {
      corporateName: 'Hig Ocupacional',
      document: '11222333000181',
    });
    expect(company.statusCode).toBe(201);
    const sent = await call(ownerToken, 'POST', `/api/company/${company.json().data.id}/invite`, 'pt-BR', {
      email: invited.email,
    });
    expect(sent.statusCode).toBe(201);
    const [item] = (await call(invitedToken, 'GET', '/api/notifications', 'en')).json().data.items;
    expect(item).toMatchObject({
      kind: 'companyInvitation',
      text: 'You were invited to the company Hig Ocupacional. Open this notice to see the invitation.',
    });
    // The notice opens the invitation screen itself (the token only this account can accept).
    expect(item.link).toMatch(/^\/company\/user\/invite\/[^/]+$/);
  });

  it('the daily check announces certificates due within 30 days or overdue, once each', async () => {
    const user = await createUser(t, 'certs@example.com');
    const token = (await login(t, user.email)).token;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(userDevices).values([
      { userId: user.id, serialNumber: 'SOON-1', nextCalibrationDate: day(10) },
      { userId: user.id, serialNumber: 'LATE-1', nextCalibrationDate: day(-3) },
      { userId: user.id, serialNumber: 'FAR-1', nextCalibrationDate: day(90) },
    ]);
    await t.app.certificateCheck.runOnce();
    await t.app.certificateCheck.runOnce();
    const items = (await call(token, 'GET', '/api/notifications', 'es')).json().data.items as {
      kind: string;
      text: string;
    }[];
    expect(items.map((n) => n.kind).sort()).toEqual(['certificateDue', 'certificateOverdue']);
    expect(items.find((n) => n.kind === 'certificateOverdue')?.text).toBe(
      `El certificado de calibración del instrumento LATE-1 venció el ${day(-3)}.`,
    );
  });
});

describe('report finished', () => {
  it('a saved report notifies its owner, in three languages, linked to the measurement', async () => {
    const owner = await createUser(t, 'reports@example.com');
    const token = (await login(t, owner.email)).token;
    const record = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const reading = multipartBody(
      { fileName: 'turno.txt', description: 'Caldeiraria' },
      { name: 'file', filename: 'turno.txt', content: record },
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { ...reading.headers, ...bearer(token) },
      payload: reading.payload,
    });
    expect(saved.statusCode).toBe(201);
    const measurementId = saved.json().data.id as string;
    const postReport = (content: string) => {
      const pdf = multipartBody({ title: 'NR-15' }, { name: 'file', filename: 'r.pdf', content });
      return t.app.inject({
        method: 'POST',
        url: `/api/measurements/${measurementId}/reports`,
        headers: { ...pdf.headers, ...bearer(token) },
        payload: pdf.payload,
      });
    };
    // A refused file is no report: nothing is announced.
    expect((await postReport('not a pdf')).statusCode).toBe(400);
    expect((await call(token, 'GET', '/api/notifications')).json().data.items).toEqual([]);
    expect((await postReport('%PDF-1.4\n% test\n%%EOF\n')).statusCode).toBe(201);
    // Stored by a background job (queued with the report), not in the request.
    await t.app.platform.jobs.idle(notificationJob);
    const [job] = (
      await t.database.executeSql(`select state::text as state, data from pgboss.job where name = $1`, [
        notificationJob,
      ])
    ).rows as { state: string; data: object }[];
    expect(job?.state).toBe('completed');
    // The job run again (a retry after a crash) stores nothing twice.
    await t.app.platform.jobs.send(notificationJob, job?.data ?? {});
    await t.app.platform.jobs.idle(notificationJob);

    const lists = await Promise.all(
      ['pt-BR', 'en', 'es'].map(
        async (language) => (await call(token, 'GET', '/api/notifications', language)).json().data,
      ),
    );
    expect(lists.map((list) => list.items[0].title)).toEqual([
      'Relatório pronto',
      'Report ready',
      'Informe listo',
    ]);
    expect(lists.map((list) => list.items[0].text)).toEqual([
      'O relatório “NR-15” da medição Caldeiraria foi salvo.',
      'The report “NR-15” of the measurement Caldeiraria is saved.',
      'El informe “NR-15” de la medición Caldeiraria fue guardado.',
    ]);
    expect(lists[1].items[0]).toMatchObject({
      kind: 'reportReady',
      link: `/measurement/dosimetro-v2/${measurementId}`,
      read: false,
    });
    expect(lists[1].items).toHaveLength(1);
    // Only the owner is told.
    expect((await call(adminToken, 'GET', '/api/notifications')).json().data.items).toEqual([]);
  });
});

// Web Push delivery of these notifications: features/push/push-delivery.test.ts.

async function loginWithTemporary({ id, email }: { id: string; email: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: temporary.get(id), loginOriginType: 1 },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { token: string };
}
