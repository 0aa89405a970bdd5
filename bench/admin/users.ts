// Budgets (issue 15, item 7): `GET user/admin` with `Search` over 100,000 users ≤ 50 ms median, and
// the CSV and XLSX exports of 100,000 users streamed with peak memory growth ≤ 50 MB.
// Run: node --import tsx bench/admin/users.ts (embedded PGlite), or on PostgreSQL with
// OHP_TEST_DB=postgres TEST_DATABASE_URL=postgres://… node --import tsx bench/admin/users.ts
import { execSync } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createTestApp, seedUsers, signedInAdmin } from '@ohp/server/testing/admin-bench-kit';
import { sql } from 'drizzle-orm';

const USERS = 100_000;
const SEARCH_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 50;
const RUNS = 15;

const t = await createTestApp();
try {
  await seedUsers(t, USERS);
  const token = await signedInAdmin(t);
  const headers = { authorization: `Bearer ${token}` };

  /** Median time of RUNS searches for different users (each a full page answer with its count). */
  async function searchMedian(): Promise<number> {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const res = await t.app.inject({
        url: `/api/user/admin?Search=user${4242 + run}&PageSize=20`,
        headers,
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(RUNS / 2)] ?? Number.NaN;
  }
  const median = await searchMedian();
  // What a trigram index would change (not in the migrations: the embedded database has no pg_trgm).
  let trigramMedian: number | undefined;
  if (t.database.kind === 'postgres') {
    await t.database.db.execute(sql`create extension if not exists pg_trgm`);
    await t.database.db.execute(
      sql`create index bench_users_email_trgm on users using gin (email gin_trgm_ops)`,
    );
    await t.database.db.execute(
      sql`create index bench_users_name_trgm on users using gin ((name || ' ' || last_name) gin_trgm_ops)`,
    );
    await t.database.db.execute(sql`analyze users`);
    trigramMedian = await searchMedian();
    await t.database.db.execute(sql`drop index bench_users_email_trgm, bench_users_name_trgm`);
  }

  // The export goes over a real socket, read and dropped chunk by chunk, so only the server side holds data.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  /** Streams one export over the socket; answers its size, rows (XLSX: the sheet's `<row` tags) and the peak RSS growth. */
  async function measureExport(format: 'csv' | 'xlsx') {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/user/admin/export?format=${format}`, {
      headers,
    });
    let bytes = 0;
    let rows = 0;
    // The XLSX goes to a file as it comes (counted afterwards); the CSV's lines are counted on the fly.
    const file = join(tmpdir(), `ohp-bench-users-${process.pid}.${format}`);
    const sink = createWriteStream(file);
    for await (const chunk of response.body ?? []) {
      bytes += chunk.length;
      if (format === 'csv') {
        for (const byte of chunk) if (byte === 10) rows += 1;
      } else if (!sink.write(chunk)) await once(sink, 'drain');
    }
    sink.end();
    await once(sink, 'finish');
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    if (format === 'xlsx')
      rows = Number(
        execSync(`unzip -p ${file} xl/worksheets/sheet1.xml | grep -o '<row ' | wc -l`, { encoding: 'utf8' }),
      );
    rmSync(file, { force: true });
    return {
      rows: rows - 1,
      mb: bytes / 1024 / 1024,
      seconds,
      growthMb: (peak - before) / 1024 / 1024,
    };
  }
  const exports = { csv: await measureExport('csv'), xlsx: await measureExport('xlsx') };

  console.log(
    `machine: ${cpus().length} CPU, load ${loadavg()[0]?.toFixed(2)}; database: ${t.database.kind}`,
  );
  console.log(
    `GET user/admin Search over ${USERS} users: median ${median.toFixed(1)} ms (budget ${SEARCH_BUDGET_MS} ms) ${median <= SEARCH_BUDGET_MS ? 'OK' : 'OVER'}`,
  );
  if (trigramMedian !== undefined)
    console.log(
      `  with pg_trgm GIN indexes on e-mail and name (proposed migration): median ${trigramMedian.toFixed(1)} ms ${trigramMedian <= SEARCH_BUDGET_MS ? 'OK' : 'OVER'}`,
    );
  for (const [format, m] of Object.entries(exports))
    console.log(
      `export ${format}: ${m.rows} rows, ${m.mb.toFixed(1)} MB in ${m.seconds.toFixed(1)} s; peak RSS growth ${m.growthMb.toFixed(1)} MB (budget ${MEMORY_BUDGET_MB} MB) ${m.growthMb <= MEMORY_BUDGET_MB ? 'OK' : 'OVER'}`,
    );
} finally {
  await t.close();
}
