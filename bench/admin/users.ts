// Budgets (issue 15, item 7): `GET user/admin` with `Search` over 100,000 users ≤ 50 ms median, and
// the CSV export of 100,000 users streamed with peak memory growth ≤ 50 MB.
// Run: node --import tsx bench/admin/users.ts (embedded PGlite), or on PostgreSQL with
// OHP_TEST_DB=postgres TEST_DATABASE_URL=postgres://… node --import tsx bench/admin/users.ts
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { createTestApp, seedUsers, signedInAdmin } from '@ohp/server/testing/admin-bench-kit';

const USERS = 100_000;
const SEARCH_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 50;
const RUNS = 15;

const t = await createTestApp();
try {
  await seedUsers(t, USERS);
  const token = await signedInAdmin(t);
  const headers = { authorization: `Bearer ${token}` };

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await t.app.inject({ url: `/api/user/admin?Search=user${4242 + run}&PageSize=20`, headers });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? Number.NaN;

  // The export goes over a real socket, read and dropped chunk by chunk, so only the server side holds data.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/user/admin/export?format=csv`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  const exportMs = performance.now() - started;
  const growthMb = (peak - before) / 1024 / 1024;

  console.log(
    `machine: ${cpus().length} CPU, load ${loadavg()[0]?.toFixed(2)}; database: ${t.database.kind}`,
  );
  console.log(
    `GET user/admin Search over ${USERS} users: median ${median.toFixed(1)} ms (budget ${SEARCH_BUDGET_MS} ms) ${median <= SEARCH_BUDGET_MS ? 'OK' : 'OVER'}`,
  );
  console.log(
    `export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s; peak RSS growth ${growthMb.toFixed(1)} MB (budget ${MEMORY_BUDGET_MB} MB) ${growthMb <= MEMORY_BUDGET_MB ? 'OK' : 'OVER'}`,
  );
} finally {
  await t.close();
}
