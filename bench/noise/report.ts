// Budget (issue 5): the PDF report of a 24 h record at 1 s renders in ≤ 2 s and weighs ≤ 1.5 MB.
// Run: node --import tsx bench/noise/report.ts
import { performance } from 'node:perf_hooks';
import { buildNoiseReport } from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import { sampleNoiseReportInput } from '@ohp/reports/samples';

const budget = { seconds: 2, megabytes: 1.5 };

const input = sampleNoiseReportInput('pt-BR');
const day = new Float64Array(86_400);
for (let i = 0; i < day.length; i++) day[i] = 75 + 15 * Math.sin(i / 3000) + ((i * 7919) % 97) / 10;
input.charts = { ...input.charts, levels: day };

// Warm-up: fonts and chart modules load once per process.
await renderPdf(buildNoiseReport(input));

const runs = 5;
const times: number[] = [];
let size = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const pdf = await renderPdf(buildNoiseReport(input));
  times.push((performance.now() - started) / 1000);
  size = pdf.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)] ?? Number.NaN;
const megabytes = size / 1024 / 1024;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(`noise report PDF (24 h at 1 s, ${runs} runs)`);
console.log(
  `  render time median ${median.toFixed(3)} s (budget ${budget.seconds} s): ${verdict(median <= budget.seconds)}`,
);
console.log(
  `  size ${megabytes.toFixed(3)} MB (budget ${budget.megabytes} MB): ${verdict(megabytes <= budget.megabytes)}`,
);
