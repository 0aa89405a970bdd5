// Issue 28, item 1: the server's start to its first answered /api/health and its idle memory, run
// from the built bundle (`npm start`) and, as before, from the sources through tsx. Embedded PGlite
// in a scratch data folder, already migrated by a first start so both measure a restart.
// Run: node --import tsx bench/server/start.ts   (builds the server bundle from the current sources)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median, reportFigure } from '../support/figures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3281);
const root = resolve(import.meta.dirname, '../..');
const dataDir = join(tmpdir(), 'ohp-bench-server-start');

const built = spawnSync(process.execPath, [join(root, 'scripts/build-node.mjs'), 'server'], {
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('server build failed');

const variants = {
  built: ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')],
  'tsx, before': ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
} as const;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}

const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;

async function start(args: readonly string[]): Promise<{ startS: number; idleRssMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'fatal' },
    stdio: 'ignore',
  });
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('no health answer in 180 s');
      await new Promise((r) => setTimeout(r, 25));
    }
    const startS = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3000)); // idle: nothing asked after the health answer
    return { startS, idleRssMb: rssMb(child) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

rmSync(dataDir, { recursive: true, force: true });
await start(variants.built); // creates and migrates the database: not part of the figures
const results: Record<string, { startS: number; idleRssMb: number }[]> = { built: [], 'tsx, before': [] };
for (let run = 0; run < RUNS; run++) {
  for (const [name, args] of Object.entries(variants)) results[name]?.push(await start(args));
}
rmSync(dataDir, { recursive: true, force: true });

const [load1] = loadavg();
console.log(
  `machine load average (1 min): ${(load1 ?? 0).toFixed(2)} on ${cpus().length} CPUs; medians of ${RUNS}`,
);
for (const [name, r] of Object.entries(results)) {
  const startS = median(r.map((x) => x.startS));
  const rss = median(r.map((x) => x.idleRssMb));
  console.log(
    `  server (${name.padEnd(11)}) start to first /api/health ${startS.toFixed(2)} s   idle RSS ${rss.toFixed(0)} MB`,
  );
  const suffix = name === 'built' ? '' : ` (${name})`;
  reportFigure({
    name: `server start to first /api/health${suffix}`,
    value: startS,
    budget: null,
    unit: 's',
  });
  reportFigure({ name: `server idle RSS${suffix}`, value: rss, budget: null, unit: 'MB' });
}
