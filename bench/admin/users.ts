// Budgets (issue 15, item 7; issue 28, item 6): `GET user/admin` with `Search` over 100,000 users
// ≤ 50 ms median on the embedded database, ≤ 20 ms on PostgreSQL, and
// the CSV and XLSX exports of 100,000 users streamed with peak memory growth ≤ 50 MB.
// Run: node --expose-gc --import tsx bench/admin/users.ts (embedded PGlite), or on PostgreSQL with
// OHP_TEST_DB=postgres TEST_DATABASE_URL=postgres://… node --expose-gc --import tsx bench/admin/users.ts
import { execSync } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createTestApp, seedUsers, signedInAdmin } from '@ohp/server/testing/admin-bench-kit';
import { sql } from 'drizzle-orm';
import { reportFigure } from '../support/figures.ts';

const USERS = 100_000;
const SEARCH_BUDGET_MS = { pglite: 50, postgres: 20 } as const;
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
  // Steady state, as autovacuum would leave it: statistics of the bulk insert, GIN pending list merged.
  await t.database.db.execute(sql`vacuum analyze users`);
  const median = await searchMedian();
  // The same search where migration 0009 could not create pg_trgm (no trigram index; before
  // migration 0014 this was every embedded database): each UNION branch scans.
  let withoutTrigramMedian: number | undefined;
  const found = await t.database.db.execute(
    sql`select indexname from pg_indexes where indexname like '%trgm' order by indexname`,
  );
  const trigramIndexes = ((found as unknown as { rows: { indexname: string }[] }).rows ?? []).map(
    (r) => r.indexname,
  );
  if (trigramIndexes.length > 0) {
    await t.database.db.execute(sql.raw(`drop index ${trigramIndexes.join(', ')}`));
    withoutTrigramMedian = await searchMedian();
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
  const budget = SEARCH_BUDGET_MS[t.database.kind];
  console.log(
    `GET user/admin Search over ${USERS} users: median ${median.toFixed(1)} ms (budget ${budget} ms) ${median <= budget ? 'OK' : 'OVER'}`,
  );
  console.log(`  trigram indexes (migrations 0009, 0014): ${trigramIndexes.join(', ') || 'none'}`);
  reportFigure({
    name: `admin search, 100,000 users (${t.database.kind})`,
    value: median,
    budget,
    unit: 'ms',
  });
  if (withoutTrigramMedian !== undefined) {
    console.log(`  the same without them (no pg_trgm): median ${withoutTrigramMedian.toFixed(1)} ms`);
    reportFigure({
      name: `admin search without trigram indexes, before (${t.database.kind})`,
      value: withoutTrigramMedian,
      budget: null,
      unit: 'ms',
    });
  }
  for (const [format, m] of Object.entries(exports)) {
    console.log(
      `export ${format}: ${m.rows} rows, ${m.mb.toFixed(1)} MB in ${m.seconds.toFixed(1)} s; peak RSS growth ${m.growthMb.toFixed(1)} MB (budget ${MEMORY_BUDGET_MB} MB) ${m.growthMb <= MEMORY_BUDGET_MB ? 'OK' : 'OVER'}`,
    );
    reportFigure({
      name: `admin export ${format}, 100,000 users: peak RSS growth (${t.database.kind})`,
      value: m.growthMb,
      budget: MEMORY_BUDGET_MB,
      unit: 'MB',
    });
  }
} finally {
  await t.close();
}
