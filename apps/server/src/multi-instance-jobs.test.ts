import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualDevice } from '@ohp/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from './features/common/test-helpers.ts';
import { multipartBody } from './features/measurements/multipart-body.ts';
import { type FreshPostgres, freshPostgresDatabase } from './testing/fresh-postgres.ts';
import { browserKeys, startPushReceiver, verifyVapidAuthorization } from './testing/push-receiver.ts';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server.ts';
import { type ServerProcess, signInDemo, startServerProcess } from './testing/server-process.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';

// Two server processes on one fresh PostgreSQL database (TEST_DATABASE_URL, else a private server:
// what this checks does not exist on the embedded database, which has one owner), one S3-compatible
// store, an SMTP server that refuses mail for the first 10 s of the registrations and a push service
// on loopback (docs/reliability.md "Several instances"): e-mails are jobs in the database, limits are
// counted in the database, the certificate check is scheduled once per cluster, one VAPID key.

// `npm test` runs the server tests twice when TEST_DATABASE_URL is set (embedded, then PostgreSQL);
// this test needs PostgreSQL either way and takes a minute, so it runs in the PostgreSQL pass then.
const inPostgresPass = !process.env.TEST_DATABASE_URL || process.env.OHP_TEST_DB === 'postgres';

const demoPassword = 'demo-password-1!';
const refusalMs = 10_000;
/** The bound on waiting for background work: the mail retry comes 20–40 s after the refusal. */
const backgroundDeadlineMs = 120_000;

let database: FreshPostgres;
let s3: S3TestServer;
let sink: SmtpSink;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!inPostgresPass) return;
  [database, s3, sink, receiver] = await Promise.all([
    freshPostgresDatabase(),
    startS3TestServer('ohp-multi'),
    startSmtpSink(),
    startPushReceiver(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([database?.destroy(), s3?.close(), sink?.close(), receiver?.close()]);
}, 60_000);

const environment = () => ({
  DATABASE_URL: database.url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ohp-multi-jobs-')),
  DEMO_PASSWORD: demoPassword,
  JWT_SECRET: 'multi-instance-test-secret-of-48-characters-xx',
  SMTP_URL: sink.url,
  MAIL_FROM: 'OHP <no-reply@ohp.test>',
  S3_BUCKET: 'ohp-multi',
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  // Every minute: both instances' schedulers are running the whole test.
  CERTIFICATE_CHECK_SCHEDULE: '* * * * *',
  PUSH_ALLOW_INSECURE_ENDPOINTS: 'true',
  // The test speaks for several clients through X-Forwarded-For.
  TRUST_PROXY: 'loopback',
});

const call = (
  server: ServerProcess,
  path: string,
  init: RequestInit & { from?: string; token?: string } = {},
) => {
  const { from, token, ...rest } = init;
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    ...rest,
    headers: {
      ...(rest.headers as Record<string, string> | undefined),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-language': 'en',
    },
  });
};

/** Polls `probe` every 250 ms until it answers true; fails after `backgroundDeadlineMs`. */
async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + backgroundDeadlineMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${backgroundDeadlineMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const count = async (sql: string, values?: unknown[]) =>
  Number((await database.query<{ n: string }>(sql, values))[0]?.n ?? 0);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('two instances on one database', () => {
  it('deliver each queued e-mail once after the mail server comes back, share limits, schedules, files and the VAPID key', async () => {
    if (!inPostgresPass) {
      console.info(
        'multi-instance-jobs: runs in the PostgreSQL pass (OHP_TEST_DB=postgres), not in this one',
      );
      return;
    }
    const [a, b] = await Promise.all([startServerProcess(environment()), startServerProcess(environment())]);
    if (!a || !b) throw new Error('servers not started');
    servers.push(a, b);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // One VAPID key pair for the deployment.
    const keyOf = async (server: ServerProcess) =>
      (
        (await (await fetch(`${server.url}/api/push-notification/public-key`)).json()) as {
          data: { publicKey: string };
        }
      ).data.publicKey;
    const publicKey = await keyOf(a);
    expect(await keyOf(b)).toBe(publicKey);

    // A certificate due in 10 days for the demo account, whose browser is subscribed through B.
    const demoToken = await signInDemo(a, demoPassword);
    const [demo] = await database.query<{ id: string }>(
      "select id from users where email = 'demo@ohp.local'",
    );
    await database.query(
      'insert into user_devices (user_id, serial_number, next_calibration_date) values ($1, $2, $3)',
      [demo?.id, 'MULTI-1', day(10)],
    );
    const browser = browserKeys();
    const subscribed = await call(b, '/api/push-notification/register', {
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: {
          endpoint: `${receiver.origin}/multi/1`,
          keys: { p256dh: browser.p256dh, auth: browser.auth },
        },
      }),
    });
    expect(subscribed.status).toBe(200);

    // Registrations through both instances while the mail server refuses.
    sink.refuseFor(refusalMs);
    const refusalEnds = Date.now() + refusalMs;
    const emails = ['reg-0@example.com', 'reg-1@example.com', 'reg-2@example.com', 'reg-3@example.com'];
    for (const [index, email] of emails.entries()) {
      const res = await call(index % 2 === 0 ? a : b, `/api/user/email-validate?email=${email}`, {
        from: `198.51.100.${index + 1}`,
      });
      expect({ email, status: res.status }).toEqual({ email, status: 200 });
    }

    // Limits are counted in the database, whichever instance answers: the 60 s cool-down of one
    // e-mail's code (asked of A, again of B) and the 10 code requests per address (alternating).
    const again = await call(b, `/api/user/email-validate?email=${emails[0]}`, { from: '198.51.100.9' });
    expect(again.status).toBe(429);
    const perAddress: number[] = [];
    for (let i = 0; i <= 10; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, `/api/user/forgot-password?email=nobody-${i}@example.com`, {
        from: '203.0.113.50',
      });
      perAddress.push(res.status);
    }
    expect(perAddress).toEqual([...Array(10).fill(200), 429]);

    // Files go to the shared store: uploaded through A, read through B.
    const record = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const upload = multipartBody(
      { fileName: 'turno.txt', description: 'Dois servidores' },
      { name: 'file', filename: 'turno.txt', content: record },
    );
    const saved = await call(a, '/api/measurements', {
      token: demoToken,
      headers: upload.headers,
      body: new Uint8Array(upload.payload),
    });
    expect(saved.status).toBe(201);
    const measurementId = ((await saved.json()) as { data: { id: string } }).data.id;
    const file = await call(b, `/api/measurements/${measurementId}/file`, {
      method: 'GET',
      token: demoToken,
    });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(record);

    // Every code e-mail arrives once, after the mail server came back (first retry 20–40 s later).
    const pendingMail = () =>
      count(
        "select count(*) as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')",
      );
    await until(
      'the registration e-mails',
      async () => sink.received() >= emails.length && (await pendingMail()) === 0,
    );
    expect(sink.refused()).toBeGreaterThanOrEqual(emails.length);
    const received = sink.messages;
    expect(received.map((m) => m.to).sort()).toEqual(emails);
    for (const message of received) {
      expect(codeOf(message.text)).toMatch(/^\d{6}$/);
      expect(message.receivedAt).toBeGreaterThanOrEqual(refusalEnds);
    }
    // A code e-mailed for a request made to B signs up through A (same secret, same code store).
    const reg1 = received.find((m) => m.to === 'reg-1@example.com');
    const created = await call(a, `/api/user?token=${codeOf(reg1?.text ?? '')}`, {
      from: '198.51.100.20',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Maria',
        lastName: 'Silva',
        email: 'reg-1@example.com',
        password: 'Senha-forte-1',
        document: '529.982.247-25',
        phone: '+55 11 98765-4321',
        country: 'Brasil',
        newsletter: false,
      }),
    });
    expect(created.status).toBe(201);

    // The certificate check runs once per minute for the cluster: one notification, one push,
    // signed with the deployment's key.
    const notices = () =>
      count(
        "select count(*) as n from notifications where user_id = $1 and dedupe_key like 'certificateDue:MULTI-1:%'",
        [demo?.id],
      );
    await until('the certificate notification', async () => (await notices()) > 0);
    const pushed = await receiver.next('/multi/1', 30_000);
    const claims = await verifyVapidAuthorization(pushed.headers.authorization, {
      publicKey,
      audience: receiver.origin,
    });
    expect(claims.sub).toBeTruthy();
    // The check that stored it is done (its push job too): nothing else was stored or pushed.
    await until(
      'the certificate check and its push',
      async () =>
        (await count(
          "select count(*) as n from pgboss.job where name in ('certificate-check', 'push') and state in ('created', 'retry', 'active') and start_after <= now()",
        )) === 0,
    );
    expect(await notices()).toBe(1);
    expect(receiver.to('/multi/1')).toHaveLength(1);
    // One check job per minute for the whole cluster, never one per instance.
    const perMinute = await database.query<{ n: string }>(
      `select count(*) as n from (select created_on from pgboss.job where name = 'certificate-check'
         union all select created_on from pgboss.archive where name = 'certificate-check') runs
       group by date_trunc('minute', created_on)`,
    );
    expect(perMinute.map((row) => Number(row.n)).every((n) => n === 1)).toBe(true);
    // Nothing failed for good on either instance.
    expect(await count("select count(*) as n from pgboss.job where state = 'failed'")).toBe(0);
  }, 300_000);
});
