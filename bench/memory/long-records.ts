// Budget (issue 28, item 3): `ohp analyze` on a 7-day record at 1 s, peak resident memory above the
// process's baseline (`ohp --help`) ≤ 1.5 × the record's size — 7-day noise (DoseMax V2 with third
// octaves, ~105 MB) ≤ 160 MB, 7-day vibration (extended AxPro, third octaves on 3 axes, ~410 MB) ≤ 600 MB.
// Peak RSS by GNU time (/usr/bin/time -v; Debian: apt-get install -y time). The records are made
// once in $OHP_LONG_RECORDS (default /tmp/ohp-long) by bench/support/long-records.ts.
// Also prints each record's days and worst day (the day-by-day analysis), and the same records cut
// short inside their last line and at a line end a tenth before their end ("Bad input": refused as
// such, within the same budgets; the line parser's error cost ≈ 7 × the record before).
// Run: node --import tsx bench/memory/long-records.ts
import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  existsSync,
  openSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { reportFigure } from '../support/figures.ts';
import { RECORD_CUTS, writeLongNoise, writeLongVibration } from '../support/long-records.ts';
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

/** The record's first `length` bytes, in a copy beside it named by `suffix` (made once). */
function cutCopy(path: string, suffix: string, length: number): string {
  const cut = `${path}.${suffix}`;
  if (existsSync(cut) && statSync(cut).size === length) return cut;
  const bytes = new Uint8Array(length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, 0);
  } finally {
    closeSync(fd);
  }
  writeFileSync(cut, bytes);
  return cut;
}

// Cut inside its last line (refused naming it), and at a line end with a tenth of its rows missing
// (refused with the rows it has and declares, by the scanner that read every line).
for (const c of RECORD_CUTS) {
  for (const r of records) {
    const path = cutCopy(r.path, c.suffix, c.length(r.path));
    const size = statSync(path).size;
    const run = timedProcess(
      process.execPath,
      [cli, 'analyze', r.domain, path, '--json', '--lang', 'en'],
      {},
      1,
    );
    const above = run.maxRssMb * ((1024 * 1024) / MB) - baseline.maxRssMb * ((1024 * 1024) / MB);
    const refused = run.stderr.includes(c.says);
    const within = above <= r.budgetMb && refused;
    ok &&= within;
    console.log(
      `${r.domain} ${DAYS} days ${c.kind} (${(size / MB).toFixed(1)} MB): ${refused ? 'refused' : 'NOT refused as such'} ` +
        `(${run.stderr.trim()}); peak RSS ${above.toFixed(0)} MB above the baseline = ${(above / (size / MB)).toFixed(2)} × ` +
        `(budget ${r.budgetMb} MB): ${within ? 'OK' : 'OVER BUDGET'}; ${run.wallS.toFixed(1)} s wall`,
    );
    reportFigure({
      name: `ohp analyze ${r.domain}, 7-day record ${c.kind}: peak RSS above baseline`,
      value: above,
      budget: r.budgetMb,
      unit: 'MB',
    });
  }
}

// A noise samples CSV of 3 million rows (56 MB), past the 2,000,000-interval limit: refused, its
// memory against the same 1.5 × budget, above the same command on a 3-row CSV (the analysis code
// loaded either way).
const tooLong = join(dir, 'samples-3m.csv');
const tiny = join(dir, 'samples-3.csv');
if (!existsSync(tooLong)) {
  console.log(`writing ${tooLong} (once)`);
  const out = createWriteStream(tooLong);
  out.write('time;LAeq;LCpeak\n');
  let lines = '';
  for (let i = 0; i < 3_000_000; i++) {
    lines += `${i};${(70 + (i % 30) / 10).toFixed(1)};101,5\n`;
    if (lines.length > 1 << 20) {
      const flushed = out.write(lines);
      lines = '';
      if (!flushed) await once(out, 'drain');
    }
  }
  await new Promise<void>((done) => out.end(lines, done));
}
writeFileSync(tiny, 'time;LAeq;LCpeak\n0;70.1;101,5\n1;70.2;101,5\n2;70.3;101,5\n');
{
  const size = statSync(tooLong).size;
  const small = timedProcess(process.execPath, [cli, 'analyze', 'noise', tiny]);
  const run = timedProcess(process.execPath, [cli, 'analyze', 'noise', tooLong, '--lang', 'en'], {}, 1);
  const above = (run.maxRssMb - small.maxRssMb) * ((1024 * 1024) / MB);
  const budget = (1.5 * size) / MB;
  const refused = run.stderr.includes('exceeds 2,000,000');
  const within = above <= budget && refused;
  ok &&= within;
  console.log(
    `noise samples CSV, 3 million rows (${(size / MB).toFixed(1)} MB): ${refused ? 'refused' : 'NOT refused'} ` +
      `(${run.stderr.trim()}); peak RSS ${above.toFixed(0)} MB above a 3-row CSV = ${(above / (size / MB)).toFixed(2)} × ` +
      `(budget ${budget.toFixed(0)} MB): ${within ? 'OK' : 'OVER BUDGET'}; ${run.wallS.toFixed(1)} s wall`,
  );
  reportFigure({
    name: 'ohp analyze noise, 3-million-row samples CSV (refused): peak RSS above a 3-row CSV',
    value: above,
    budget,
    unit: 'MB',
  });
}
process.exitCode = ok ? 0 : 1;
