// Budget (issue 28, item 3): `ohp analyze` on a 7-day record at 1 s, peak resident memory above the
// process's baseline (`ohp --help`) ≤ 1.5 × the record's size — 7-day noise (DoseMax V2 with third
// octaves, ~105 MB) ≤ 160 MB, 7-day vibration (extended AxPro, third octaves on 3 axes, ~410 MB) ≤ 600 MB.
// Peak RSS by GNU time (/usr/bin/time -v; Debian: apt-get install -y time). The records are made
// once in $OHP_LONG_RECORDS (default /tmp/ohp-long) by bench/support/long-records.ts.
// Also prints each record's days and worst day (the day-by-day analysis).
// Run: node --import tsx bench/memory/long-records.ts
import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { reportFigure } from '../support/figures.ts';
import { writeLongNoise, writeLongVibration } from '../support/long-records.ts';
import { timedProcess } from '../support/timed-process.ts';

const DAYS = 7;
const MB = 1e6;
const root = resolve(import.meta.dirname, '../..');
const dir = process.env.OHP_LONG_RECORDS ?? '/tmp/ohp-long';
const cli = join(root, 'packages/cli/bin/ohp.mjs');

if (!existsSync('/usr/bin/time')) {
  console.log('GNU time is missing (apt-get install -y time): no peak RSS to measure');
  process.exit(1);
}
await mkdir(dir, { recursive: true });
const records = [
  { domain: 'noise', path: join(dir, `noise-${DAYS}d.txt`), write: writeLongNoise, budgetMb: 160 },
  {
    domain: 'vibration',
    path: join(dir, `vibration-${DAYS}d.txt`),
    write: writeLongVibration,
    budgetMb: 600,
  },
] as const;
for (const r of records) {
  if (!existsSync(r.path)) {
    console.log(`writing ${r.path} (once)`);
    await r.write(r.path, DAYS);
  }
}

// The CLI as a user runs it (the build when it is current; `npm run build:node` makes it).
const baseline = timedProcess(process.execPath, [cli, '--help']);
console.log(`baseline: ohp --help peak RSS ${baseline.maxRssMb.toFixed(0)} MB`);
let ok = true;
for (const r of records) {
  const size = statSync(r.path).size;
  const run = timedProcess(process.execPath, [cli, 'analyze', r.domain, r.path, '--json']);
  const above = run.maxRssMb * ((1024 * 1024) / MB) - baseline.maxRssMb * ((1024 * 1024) / MB);
  const json = JSON.parse(run.stdout) as { days?: { date: string }[]; worstDay?: number };
  const within = above <= r.budgetMb;
  ok &&= within;
  console.log(
    `${r.domain} ${DAYS} days (${(size / MB).toFixed(1)} MB): peak RSS ${(run.maxRssMb * 1.048576).toFixed(0)} MB, ` +
      `${above.toFixed(0)} MB above the baseline = ${(above / (size / MB)).toFixed(2)} × the record ` +
      `(budget ${r.budgetMb} MB): ${within ? 'OK' : 'OVER BUDGET'}; ${run.wallS.toFixed(1)} s wall, ${run.cpuS.toFixed(1)} s CPU; ` +
      `${json.days?.length ?? 1} days, worst day ${json.worstDay ?? '-'}`,
  );
  reportFigure({
    name: `ohp analyze ${r.domain}, 7-day record: peak RSS above baseline`,
    value: above,
    budget: r.budgetMb,
    unit: 'MB',
  });
}
process.exitCode = ok ? 0 : 1;
