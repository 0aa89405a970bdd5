import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshPostgres, freshPostgresDatabase } from './testing/fresh-postgres.ts';
import { type ServerProcess, startServerProcess } from './testing/server-process.ts';

// Several instances started at the same moment on one fresh PostgreSQL database (docs/reliability.md,
// "Several instances"): without the start-up lock two migrators collide on the same CREATE TYPE and
// two seeders on the demo account's unique e-mail.
const instances = 3;
let database: FreshPostgres;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await freshPostgresDatabase();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.destroy();
}, 60_000);

describe('instances started together on a fresh database', () => {
  it('all come up, the schema is migrated once, the demo account is created once, one VAPID key', async () => {
    const started = await Promise.allSettled(
      Array.from({ length: instances }, () =>
        startServerProcess({
          DATABASE_URL: database.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ohp-multi-start-')),
          DEMO_PASSWORD: 'demo-password-1!',
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);

    for (const server of servers) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
    }
    // One VAPID key pair for the deployment, generated once and stored in the database.
    const keys = await Promise.all(
      servers.map(
        async (s) =>
          (
            (await (await fetch(`${s.url}/api/push-notification/public-key`)).json()) as {
              data: { publicKey: string };
            }
          ).data.publicKey,
      ),
    );
    expect(new Set(keys).size).toBe(1);
    // The demo account is announced by exactly one instance and exists once.
    expect(servers.filter((s) => s.demo).length).toBe(1);
    const demoRows = await database.query<{ n: string }>(
      "select count(*) as n from users where email = 'demo@ohp.local'",
    );
    expect(Number(demoRows[0]?.n)).toBe(1);
    const migrations = await database.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    const journal = (await import('../drizzle/meta/_journal.json', { with: { type: 'json' } })).default;
    expect(Number(migrations[0]?.n)).toBe(journal.entries.length);
  }, 180_000);
});
