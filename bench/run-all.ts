// `npm run bench [-- <name filter> …]`: runs every bench one after the other (never in parallel: each
// measures time) and ends with one table: figure, budget, ratio, verdict. Benches report their figures
// on `@figure` lines (bench/support/figures.ts); from a bench that prints none, its own lines naming a
// budget and a verdict are shown as they are.
// Exit status 1 when a figure is over budget or a bench failed. Not part of `npm test`: benches want
// a quiet machine, and their walls are upper bounds on a shared one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { FIGURE_PREFIX, type Figure } from './support/figures.ts';
import { freshMemoryNote } from './support/machine.ts';

const root = resolve(import.meta.dirname, '..');

interface Bench {
  file: string;
  nodeFlags?: string[];
  /** Drives the built web app in Chromium. */
  web?: boolean;
  /** Said after the file's name, for a bench run twice (on another database). */
  label?: string;
  /** Added to this process's environment for the bench. */
  env?: Record<string, string>;
}

/**
 * The local PostgreSQL server, for the benches whose budgets are on PostgreSQL (a throwaway database
 * each, as the tests make them: OHP_TEST_DB=postgres).
 */
const onPostgres = {
  OHP_TEST_DB: 'postgres',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

const benches: Bench[] = [
  { file: 'bench/cli/startup.ts' },
  { file: 'bench/server/start.ts' },
  { file: 'bench/noise/compute.ts' },
  { file: 'bench/heat/compute.ts' },
  { file: 'bench/co2/compute.ts' },
  { file: 'bench/vibration/raw.ts' },
  { file: 'bench/vibration/record.ts' },
  { file: 'bench/vibration/record-parse.ts' },
  { file: 'bench/memory/long-records.ts' },
  { file: 'bench/server/save-week.ts' },
  { file: 'bench/noise/report.ts' },
  { file: 'bench/heat/report.ts' },
  { file: 'bench/co2/report.ts' },
  { file: 'bench/vibration/report.ts' },
  { file: 'bench/admin/users.ts', nodeFlags: ['--expose-gc'] },
  { file: 'bench/archive/archive.ts' },
  { file: 'bench/archive/archive.ts', label: 'on PostgreSQL', env: onPostgres },
  { file: 'bench/videos/stream.ts', nodeFlags: ['--expose-gc'] },
  { file: 'bench/load/run.ts' },
  { file: 'bench/serial-read/run.ts' },
  { file: 'bench/noise/viewer.ts', web: true },
  { file: 'bench/heat/viewer.ts', web: true },
  { file: 'bench/co2/viewer.ts', web: true },
  { file: 'bench/vibration/viewer.ts', web: true },
  { file: 'bench/web/noise-viewer.ts', web: true },
  { file: 'bench/web/week-viewers.ts', web: true },
  { file: 'bench/web/open-file.ts', web: true },
  { file: 'bench/web/device-read.ts', web: true },
  { file: 'bench/web/first-load.ts', web: true },
  { file: 'bench/web/verify-page.ts', web: true },
  { file: 'bench/web/lighthouse.ts', web: true },
];

const filters = process.argv.slice(2);
const selected = benches.filter((b) => filters.length === 0 || filters.some((f) => b.file.includes(f)));

if (selected.some((b) => b.web) && !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('building the web app for the viewer benches (npx vite build apps/web)');
  spawnSync('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

interface Row extends Figure {
  /** The bench's file and label: a bench run twice (PGlite, PostgreSQL) keeps its runs apart. */
  bench: string;
  /** A budget line of a bench without @figure lines, and its own verdict. */
  text?: { line: string; ok: boolean };
}
const rows: Row[] = [];
const BUDGET_LINE = /budget/i;
const VERDICT = /\b(OVER|OK|within budget)\b/;
const failures: string[] = [];

/** Figure ÷ budget for a ceiling, budget ÷ figure for a floor: above 1 is over; null for a figure without budget. */
function ratioOf(r: Row): number | null {
  if (r.budget === null) return null;
  return r.better === 'higher' ? r.budget / r.value : r.value / r.budget;
}

function isOver(r: Row): boolean {
  if (r.text) return !r.text.ok;
  const ratio = ratioOf(r);
  return ratio !== null && !(ratio <= 1);
}

function runBench(bench: Bench): Promise<void> {
  return new Promise((done) => {
    const title = `${bench.file}${bench.label ? ` (${bench.label})` : ''}`;
    console.log(`\n▶ ${title}`);
    const child = spawn(process.execPath, [...(bench.nodeFlags ?? []), '--import', 'tsx', bench.file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...bench.env },
    });
    let pending = '';
    let figures = 0;
    const budgetLines: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(FIGURE_PREFIX)) {
          rows.push({ bench: title, ...(JSON.parse(line.slice(FIGURE_PREFIX.length)) as Figure) });
          figures++;
        } else {
          console.log(`  ${line}`);
          if (BUDGET_LINE.test(line) && VERDICT.test(line)) budgetLines.push(line.trim());
        }
      }
    });
    child.on('close', (code) => {
      if (pending) console.log(`  ${pending}`);
      if (figures === 0)
        for (const line of budgetLines) {
          const ok = !/OVER/.test(line);
          rows.push({
            bench: title,
            name: line,
            value: Number.NaN,
            budget: null,
            unit: '',
            text: { line, ok },
          });
        }
      if (code !== 0 && figures === 0 && budgetLines.length === 0)
        failures.push(`${title}: exited ${code} before any figure`);
      else if (figures === 0 && budgetLines.length === 0)
        failures.push(`${title}: ran, printed no figure (see its output)`);
      // A check the bench makes beyond its figures (Lighthouse: no request off this machine) fails
      // only through its exit status.
      else if (code !== 0 && figures > 0 && !rows.some((r) => r.bench === title && isOver(r)))
        failures.push(`${title}: exited ${code} with every figure within budget (see its output)`);
      done();
    });
  });
}

for (const bench of selected) await runBench(bench);

const number = (v: number) =>
  Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3);
const table = rows.map((r) => {
  if (r.text)
    return {
      figure: r.text.line.length > 90 ? `${r.text.line.slice(0, 87)}…` : r.text.line,
      value: '(in line)',
      budget: '(in line)',
      ratio: '—',
      verdict: r.text.ok ? 'OK' : 'OVER',
    };
  const ratio = ratioOf(r);
  const verdict = ratio === null ? 'info' : isOver(r) ? 'OVER' : 'OK';
  return {
    figure: r.name,
    value: r.shownAs ?? `${number(r.value)} ${r.unit}`,
    budget: r.budget === null ? '—' : `${r.better === 'higher' ? '≥ ' : ''}${number(r.budget)} ${r.unit}`,
    ratio: ratio === null ? '—' : ratio.toFixed(2),
    verdict,
  };
});
const columns = ['figure', 'value', 'budget', 'ratio', 'verdict'] as const;
const width = Object.fromEntries(
  columns.map((c) => [c, Math.max(c.length, ...table.map((row) => row[c].length))]),
) as Record<(typeof columns)[number], number>;
const line = (cells: Record<(typeof columns)[number], string>) =>
  columns.map((c) => (c === 'figure' ? cells[c].padEnd(width[c]) : cells[c].padStart(width[c]))).join('  ');

const [load1] = loadavg();
console.log(
  `\nBench summary (machine load ${(load1 ?? 0).toFixed(2)} on ${cpus().length} CPUs${freshMemoryNote()}; walls are upper bounds)`,
);
console.log(line({ figure: 'figure', value: 'value', budget: 'budget', ratio: 'ratio', verdict: 'verdict' }));
for (const row of table) console.log(line(row));
for (const failure of failures) console.log(`! ${failure}`);
const over = table.filter((r) => r.verdict === 'OVER').length;
console.log(
  `${table.length} figures, ${over} over budget, ${failures.length} benches failed or without figures`,
);
process.exitCode = over > 0 || failures.length > 0 ? 1 : 0;
