// Budgets (exposure statistics): the frequentist statistics of 1,000 values in ≤ 5 ms; the Bayesian
// estimate of 50 values in ≤ 1 s (the screen runs it in the browser; Node's V8 is the same engine).
// Run: node --import tsx bench/statistics/compute.ts
import { cpus, loadavg } from 'node:os';
import { bayesEstimate, computeFrequentistStatistics } from '@ohp/exposure';

const RUNS = 15;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

// A deterministic lognormal-looking sample: GM 30, GSD ≈ 2.2, spread by the normal quantiles.
function sample(n: number): number[] {
  const out: number[] = [];
  let seed = 12345;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const u = (seed + 0.5) / 2 ** 31;
    out.push(30 * Math.exp(0.8 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * ((i * 0.618) % 1))));
  }
  return out;
}

function measure(label: string, budgetMs: number, fn: () => unknown): boolean {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const warm = median(times);
  const ok = warm <= budgetMs;
  const f = (v: number) => `${v.toFixed(2).padStart(8)} ms`;
  console.log(
    `${label}\n  first ${f(times[0] ?? 0)}   median of ${RUNS} ${f(warm)}   budget ${budgetMs} ms: ${ok ? 'OK' : 'OVER BUDGET'}` +
      `\n  CPU time of this process: median ${f(median(cpu))} (wall time grows when the machine is loaded)`,
  );
  return ok;
}

console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
const thousand = sample(1000);
const fifty = sample(50);
const results = [
  measure(
    'frequentist statistics, 1,000 values (n, GM, GSD, means, P95, UTLs, exceedance + UCL, AIHA, EN 689, Shapiro–Wilk)',
    5,
    () => computeFrequentistStatistics(thousand, 100),
  ),
  measure('Bayesian estimate (Expostats priors), 50 values', 1000, () => bayesEstimate(fifty, 100)),
  measure('Bayesian estimate (Expostats priors), 1,000 values (no budget; for reference)', 1000, () =>
    bayesEstimate(thousand, 100),
  ),
];
process.exitCode = results.every(Boolean) ? 0 : 1;
