// Issue 28, item 4: "a 7-day record at 1 s saves". Writes a 7-day DoseMax V2 record with third-octave
// bands and a 7-day AxPro record with third octaves on three axes, gzips them as the browser does,
// starts the built server with its default limits (embedded PGlite, scratch data folder), signs in as
// the demo account and saves each through POST /api/measurements; then downloads the file back and
// compares it with the original. Prints the sizes, the save time and the server's peak memory above
// its idle memory against 1.5 × the record's size (item 3). Then saves each record cut short inside
// its last line, and cut at a line end a tenth before its end ("Bad input"): refused as such (the
// line named; the rows it has and declares), within the same memory budget.
// Run: node --import tsx bench/server/save-week.ts [days=7]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { reportFigure } from '../support/figures.ts';
import { RECORD_CUTS, writeLongNoise, writeLongVibration } from '../support/long-records.ts';

const days = Number(process.argv[2] ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3283);
const root = resolve(import.meta.dirname, '../..');
const work = join(tmpdir(), 'ohp-bench-save-week');
const dataDir = join(work, 'data');
const password = 'bench-save-week-password';
const MB = 1e6;

const statusMb = (child: ChildProcess, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) /
  1024;

/** The peak RSS counter starts again from the current RSS (Linux: write 5 to clear_refs). */
const resetPeak = (child: ChildProcess) => spawnSync('sh', ['-c', `echo 5 > /proc/${child.pid}/clear_refs`]);

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    // No BODY_LIMIT_MB: the defaults are what is measured.
    env: {
      ...process.env,
      BODY_LIMIT_MB: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      DEMO_PASSWORD: password,
    },
    stdio: 'ignore',
  });
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 180_000) throw new Error('no health answer in 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signIn(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@ohp.local', password, loginOriginType: 1 }),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

interface Saved {
  status: number;
  seconds: number;
  peakAboveIdleMb: number;
  identical: boolean;
  error?: string;
}

async function save(server: ChildProcess, token: string, plain: string, gz: string): Promise<Saved> {
  await new Promise((r) => setTimeout(r, 2000));
  const idle = statusMb(server, 'VmRSS');
  resetPeak(server);
  const form = new FormData();
  form.set('fileName', plain.split('/').pop() as string);
  form.set('description', '');
  form.set('state', '{}');
  form.set('file', await openAsBlob(gz, { type: 'application/gzip' }), 'record.txt');
  const started = performance.now();
  const answer = await fetch(`http://127.0.0.1:${PORT}/api/measurements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-language': 'en' },
    body: form,
  });
  const body = (await answer.json()) as { data?: { id: string }; error?: string };
  const seconds = (performance.now() - started) / 1000;
  const peakAboveIdleMb = statusMb(server, 'VmHWM') - idle;
  if (answer.status !== 201 || !body.data) {
    return { status: answer.status, seconds, peakAboveIdleMb, identical: false, error: body.error };
  }
  const back = await fetch(`http://127.0.0.1:${PORT}/api/measurements/${body.data.id}/file`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  // fetch decompresses a gzip answer itself: what arrives is the original bytes.
  const { Readable } = await import('node:stream');
  const downloaded = await sha256Of(Readable.fromWeb(back.body as never));
  const original = await sha256Of(createReadStream(plain));
  return { status: answer.status, seconds, peakAboveIdleMb, identical: downloaded === original };
}

rmSync(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
const records = [
  { name: `noise ${days}-day DoseMax V2 + thirds`, path: join(work, 'noise.txt'), write: writeLongNoise },
  {
    name: `vibration ${days}-day AxPro, thirds on 3 axes`,
    path: join(work, 'vibration.txt'),
    write: writeLongVibration,
  },
];
// Each record, gzipped as the browser sends it, and its cuts (RECORD_CUTS) likewise.
for (const record of records) {
  await record.write(record.path, days);
  await pipeline(createReadStream(record.path), createGzip(), createWriteStream(`${record.path}.gz`));
  for (const cut of RECORD_CUTS) {
    const path = `${record.path}.${cut.suffix}`;
    await pipeline(
      createReadStream(record.path, { end: cut.length(record.path) - 1 }),
      createWriteStream(path),
    );
    await pipeline(createReadStream(path), createGzip(), createWriteStream(`${path}.gz`));
  }
}

const built = spawnSync(process.execPath, [join(root, 'scripts/build-node.mjs'), 'server'], {
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('server build failed');
const server = await startServer();
let failed = false;
try {
  const token = await signIn();
  const [load1] = loadavg();
  console.log(
    `machine load average (1 min): ${(load1 ?? 0).toFixed(2)} on ${cpus().length} CPUs; default limits`,
  );
  for (const record of records) {
    const size = statSync(record.path).size;
    const gzSize = statSync(`${record.path}.gz`).size;
    const saved = await save(server, token, record.path, `${record.path}.gz`);
    const budgetMb = (1.5 * size) / MB;
    const ok = saved.status === 201 && saved.identical;
    failed ||= !ok;
    console.log(
      `  ${record.name}: ${(size / MB).toFixed(1)} MB, ${(gzSize / MB).toFixed(1)} MB gzip → ${saved.status}` +
        `${saved.error ? ` (${saved.error})` : ''} in ${saved.seconds.toFixed(1)} s; download ${saved.identical ? 'identical' : 'DIFFERENT'}; ` +
        `server peak above idle ${saved.peakAboveIdleMb.toFixed(0)} MB (budget ${budgetMb.toFixed(0)} MB)`,
    );
    reportFigure({
      name: `${record.name}: saved through the API (wall)`,
      value: saved.seconds,
      budget: null,
      unit: 's',
    });
    reportFigure({
      name: `${record.name}: server peak memory above idle while saving`,
      value: saved.peakAboveIdleMb,
      budget: budgetMb,
      unit: 'MB',
    });
  }
  for (const cut of RECORD_CUTS) {
    for (const record of records) {
      const path = `${record.path}.${cut.suffix}`;
      const size = statSync(path).size;
      const saved = await save(server, token, path, `${path}.gz`);
      const budgetMb = (1.5 * size) / MB;
      const refused = saved.status === 400 && (saved.error ?? '').includes(cut.says);
      failed ||= !refused;
      console.log(
        `  ${record.name}, ${cut.kind}: ${(size / MB).toFixed(1)} MB → ${saved.status} (${saved.error ?? ''}) in ` +
          `${saved.seconds.toFixed(1)} s; server peak above idle ${saved.peakAboveIdleMb.toFixed(0)} MB (budget ${budgetMb.toFixed(0)} MB)`,
      );
      reportFigure({
        name: `${record.name}, ${cut.kind}: refused, server peak memory above idle`,
        value: saved.peakAboveIdleMb,
        budget: budgetMb,
        unit: 'MB',
      });
    }
  }
} finally {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  rmSync(work, { recursive: true, force: true });
}
if (failed) {
  console.log(
    'a save failed, its download differs from the original, or a record cut short was not refused as such',
  );
  process.exit(1);
}
