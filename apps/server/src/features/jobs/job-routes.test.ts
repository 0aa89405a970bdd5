import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuthServices } from '../auth/register-auth.ts';
import { bearer, createUser } from '../common/test-helpers.ts';
import { codeMail } from '../mail/templates.ts';

let t: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const auth = createAuthServices(t.app.platform);
  adminToken = (
    await auth.sessions.start(await createUser(t, 'jobs-admin@example.com', { role: 'admin' }), 1)
  ).token;
  userToken = (await auth.sessions.start(await createUser(t, 'jobs-user@example.com'), 1)).token;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/jobs', () => {
  it('shows each e-mail job with its outcome, a failure with its reason, never the message', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(adminToken) });
    expect(empty.json().data).toEqual({ counts: {}, jobs: [] });

    await t.app.platform.mail.enqueue(codeMail('en', 'registerCode', 'a@example.com', '918273', 15));
    await t.app.platform.mail.idle();
    const done = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(adminToken) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.counts.completed).toBe(1);
    expect(done.json().data.jobs[0]).toMatchObject({ queue: 'mail', state: 'completed', error: null });
    expect(done.body).not.toContain('918273');

    await t.database.executeSql(
      `update pgboss.job set state = 'failed', output = '{"message":"550 mailbox unavailable"}'::jsonb where name = 'mail'`,
    );
    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(adminToken) });
    expect(failed.json().data.counts).toEqual({ failed: 1 });
    expect(failed.json().data.jobs[0]).toMatchObject({ state: 'failed', error: '550 mailbox unavailable' });
  }, 120_000);

  it('is not there for a non-admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(userToken) });
    expect(res.statusCode).toBe(404);
  });
});
