// Budgets (issue 16, item 8): open-model load from this process against servers on loopback, on a
// throwaway PostgreSQL database:
//   - sign-in at 30/s: p99 ≤ 300 ms
//   - the measurement list at 200/s: p99 ≤ 100 ms
//   - two instances behind a round-robin proxy give ≥ 1.7× the list throughput of one
// Needs a PostgreSQL server on 127.0.0.1 that `createdb -U postgres` can use (PGHOST/PGUSER/PGPORT
// override). Each phase is bounded (≤ 20 s) and everything it started is stopped at the end.
// Run: node --import tsx bench/load/run.ts
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call, openLoad, percentile, throughput } from './load.ts';

const budget = { loginP99Ms: 300, listP99Ms: 100, scaleRatio: 1.7 };
const phaseSeconds = { login: 10, list: 10, throughput: 8 };
const main = resolve(import.meta.dirname, '../../apps/server/src/main.ts');
const proxyScript = resolve(import.meta.dirname, 'proxy.ts');
const pg = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: process.env.PGPORT ?? '5432',
  user: process.env.PGUSER ?? 'postgres',
};
const database = `ohp_load_${randomBytes(4).toString('hex')}`;
const databaseUrl = `postgres://${pg.user}@${pg.host}:${pg.port}/${database}`;
const password = 'Load-senha-1';
const accounts = 30;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

const pgArgs = ['-h', pg.host, '-p', pg.port, '-U', pg.user];
const psql = (sql: string) =>
  execFileSync('psql', [...pgArgs, '-d', database, '-qAtc', sql], { encoding: 'utf8' });

/** Starts a child and resolves with the first match of `ready` in its output. */
function startChild(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => fail(new Error(`no start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

const jwtSecret = randomBytes(32).toString('hex');
function startServer(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ohp-load-'));
  dataDirs.push(dataDir);
  return startChild(
    [main],
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: join(tmpdir(), 'ohp-no-web-dist'),
      JWT_SECRET: jwtSecret,
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'fatal',
      // The load comes from one address; the per-address limits count the forwarded one.
      TRUST_PROXY: 'loopback',
    },
    /running at (http:\/\/\S+)/,
  );
}

const startProxy = (ports: number[]) =>
  startChild([proxyScript, ...ports.map(String)], { PATH: process.env.PATH }, /listening (\d+)/).then(
    (port) => `http://127.0.0.1:${port}`,
  );

const portOf = (url: string) => Number(new URL(url).port);
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
const statuses = (counts: Map<number, number>) =>
  [...counts].map(([status, count]) => `${count}×${status}`).join(', ') || 'none';
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function signIn(base: string, email: string): Promise<string> {
  const answer = await call(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ email, password, loginOriginType: 1 }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
}

function uploadBody(index: number): { body: string; type: string } {
  const boundary = `ohpLoad${index}`;
  const csv = `time;LAeq\n${Array.from({ length: 60 }, (_, s) => `${s};${(80 + (s % 7)).toFixed(1)}`).join('\n')}\n`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body:
      field('fileName', `load-${index}.csv`) +
      field('description', `Load ${index}`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="load.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  };
}

async function run(): Promise<void> {
  console.log(
    `load benchmark on ${cpus().length} CPU cores (load average ${loadavg()[0]?.toFixed(1)} at start), PostgreSQL database ${database} (throwaway)`,
  );
  execFileSync('createdb', [...pgArgs, database]);
  const first = await startServer();
  // Accounts with the demo account's password hash: one argon2 check per sign-in, as for anyone.
  psql(
    `INSERT INTO users (email, password_hash, name, last_name) SELECT 'load' || g || '@ohp.local', password_hash, 'Load', 'User' FROM users, generate_series(1, ${accounts}) g WHERE email = 'demo@ohp.local'`,
  );
  const token = await signIn(first, 'demo@ohp.local');
  for (let i = 0; i < 50; i += 1) {
    const { body, type } = uploadBody(i);
    const saved = await call(`${first}/api/measurements`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body,
    });
    if (saved.status !== 201) throw new Error(`seed upload failed: ${saved.status} ${saved.body}`);
  }
  const list = (base: string) =>
    call(`${base}/api/measurements`, { headers: { authorization: `Bearer ${token}` } });

  // Sign-in at 30/s: accounts in turn (one sign-in per account per second), addresses all fresh.
  await signIn(first, 'load1@ohp.local');
  const login = await openLoad(
    30,
    phaseSeconds.login,
    (i) =>
      call(`${first}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ email: `load${(i % accounts) + 1}@ohp.local`, password, loginOriginType: 1 }),
      }),
    (answer) => answer.status === 200,
  );
  const loginP99 = percentile(login.latencies, 99);
  console.log(
    `sign-in at 30/s for ${phaseSeconds.login} s (${login.sent} sent, ${login.failed} failed; answers ${statuses(login.statuses)}, the rest timed out)`,
  );
  console.log(
    `  p50 ${percentile(login.latencies, 50).toFixed(1)} ms, p99 ${loginP99.toFixed(1)} ms (budget ${budget.loginP99Ms} ms): ${verdict(loginP99 <= budget.loginP99Ms && login.failed === 0)}`,
  );

  // The measurement list (50 items) at 200/s.
  for (let i = 0; i < 50; i += 1) await list(first);
  const listed = await openLoad(
    200,
    phaseSeconds.list,
    () => list(first),
    (answer) => answer.status === 200,
  );
  const listP99 = percentile(listed.latencies, 99);
  console.log(
    `measurement list at 200/s for ${phaseSeconds.list} s (${listed.sent} sent, ${listed.failed} failed)`,
  );
  console.log(
    `  p50 ${percentile(listed.latencies, 50).toFixed(1)} ms, p99 ${listP99.toFixed(1)} ms (budget ${budget.listP99Ms} ms): ${verdict(listP99 <= budget.listP99Ms && listed.failed === 0)}`,
  );

  // Throughput of the list through the same proxy: one instance, then two on the same database.
  const second = await startServer();
  const oneProxy = await startProxy([portOf(first)]);
  const twoProxy = await startProxy([portOf(first), portOf(second)]);
  const concurrency = 32;
  await throughput(concurrency, 2, () => list(twoProxy));
  const one = await throughput(concurrency, phaseSeconds.throughput, () => list(oneProxy));
  const two = await throughput(concurrency, phaseSeconds.throughput, () => list(twoProxy));
  const ratio = two.perSecond / one.perSecond;
  console.log(`list throughput, ${concurrency} clients, ${phaseSeconds.throughput} s each, same proxy`);
  console.log(
    `  one instance ${one.perSecond.toFixed(0)}/s, two instances ${two.perSecond.toFixed(0)}/s (failed ${one.failed + two.failed})`,
  );
  console.log(
    `  ratio ${ratio.toFixed(2)}× (budget ≥ ${budget.scaleRatio}×): ${verdict(ratio >= budget.scaleRatio)}`,
  );
  if (ratio < budget.scaleRatio && cpus().length < 6)
    console.log(
      `  note: ${cpus().length} cores run both instances, the proxy, PostgreSQL and this load generator; a second instance adds no CPU here`,
    );
}

const deadline = setTimeout(() => {
  console.error('load benchmark: stopped after 180 s');
  cleanup();
  process.exit(1);
}, 180_000);

function cleanup(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('dropdb', [...pgArgs, '--if-exists', '--force', database]);
  } catch (error) {
    console.error(`could not drop ${database}: ${(error as Error).message}`);
  }
}

try {
  await run();
} finally {
  clearTimeout(deadline);
  cleanup();
}
process.exit(0);
