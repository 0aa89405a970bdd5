// Budgets (issue 28, item 1): `ohp --help` ≤ 0.25 s and ≤ 80 MB RSS; `ohp analyze noise` on a CSV
// of 1 M samples ≤ 1.5 × awk's time over the same file. Side by side in one run, interleaved, medians
// of RUNS; the TypeScript sources through tsx (how `ohp` ran before the build) are printed as "before".
// Run: node --import tsx bench/cli/startup.ts   (builds the CLI from the current sources first)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRandom } from '@ohp/devices';
import { median, reportFigure } from '../support/figures.ts';
import { type ProcessRun, timedProcess } from '../support/timed-process.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SAMPLES = 1_000_000;
const root = resolve(import.meta.dirname, '../..');
const bin = join(root, 'packages/cli/bin/ohp.mjs');

const built = spawnSync(process.execPath, [join(root, 'scripts/build-node.mjs'), 'cli'], {
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('CLI build failed');

/** 1 M samples at 0.1 s (27.8 h), levels 80–90 dB with 0.1 dB resolution, as a dosimeter writes. */
const dir = join(tmpdir(), 'ohp-bench-cli');
mkdirSync(dir, { recursive: true });
const csv = join(dir, 'noise-1m.csv');
const random = createRandom(42);
const lines = ['time,LAeq'];
for (let i = 0; i < SAMPLES; i++) lines.push(`${(i / 10).toFixed(1)},${(80 + random() * 10).toFixed(1)}`);
writeFileSync(csv, `${lines.join('\n')}\n`);

// The same energy average the dosimeter maths starts from: LAeq = 10·log10(mean(10^(L/10))).
const awkProgram = 'NR > 1 { e += 10 ^ ($2 / 10); n++ } END { printf "%.2f\\n", 10 * log(e / n) / log(10) }';
const cases: Record<string, () => ProcessRun> = {
  'node (empty script)': () => timedProcess(process.execPath, ['-e', '0']),
  'ohp --help (built)': () => timedProcess(process.execPath, [bin, '--help']),
  'ohp --help (tsx, before)': () => timedProcess(process.execPath, [bin, '--help'], { OHP_FROM_SOURCE: '1' }),
  'awk over the CSV': () => timedProcess('awk', ['-F,', awkProgram, csv]),
  'ohp analyze noise (built)': () => timedProcess(process.execPath, [bin, 'analyze', 'noise', csv, '--json']),
  'ohp analyze noise (tsx, before)': () =>
    timedProcess(process.execPath, [bin, 'analyze', 'noise', csv, '--json'], { OHP_FROM_SOURCE: '1' }),
};
const runs: Record<string, ProcessRun[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let run = 0; run < RUNS; run++) for (const [name, go] of Object.entries(cases)) runs[name]?.push(go());

const [load1] = loadavg();
console.log(
  `machine load average (1 min): ${(load1 ?? 0).toFixed(2)} on ${cpus().length} CPUs; medians of ${RUNS}`,
);
const summary = (name: string) => {
  const r = runs[name] ?? [];
  return {
    wall: median(r.map((x) => x.wallS)),
    cpu: median(r.map((x) => x.cpuS)),
    rss: Math.max(...r.map((x) => x.maxRssMb)),
  };
};
for (const name of Object.keys(cases)) {
  const s = summary(name);
  console.log(
    `  ${name.padEnd(34)} wall ${s.wall.toFixed(3)} s   cpu ${s.cpu.toFixed(3)} s   peak RSS ${s.rss.toFixed(0)} MB`,
  );
}

const awkLaeq = Number(runs['awk over the CSV']?.[0]?.stdout.trim());
const ohpLaeq = JSON.parse(runs['ohp analyze noise (built)']?.[0]?.stdout ?? '{}').laeq as number;
console.log(
  `  same LAeq: awk ${awkLaeq.toFixed(2)} dB, ohp ${ohpLaeq.toFixed(2)} dB ${Math.abs(awkLaeq - ohpLaeq) <= 0.01 ? '(equal)' : '(DIFFERENT)'}`,
);

const help = summary('ohp --help (built)');
const analyze = summary('ohp analyze noise (built)');
const awk = summary('awk over the CSV');
reportFigure({ name: 'ohp --help wall', value: help.wall, budget: 0.25, unit: 's' });
reportFigure({ name: 'ohp --help peak RSS', value: help.rss, budget: 80, unit: 'MB' });
reportFigure({
  name: 'ohp --help wall (tsx, before)',
  value: summary('ohp --help (tsx, before)').wall,
  budget: null,
  unit: 's',
});
reportFigure({
  name: 'ohp analyze noise 1 M CSV / awk',
  value: analyze.wall / awk.wall,
  budget: 1.5,
  unit: '×',
});
reportFigure({
  name: 'ohp analyze noise 1 M CSV / awk (tsx, before)',
  value: summary('ohp analyze noise (tsx, before)').wall / awk.wall,
  budget: null,
  unit: '×',
});
