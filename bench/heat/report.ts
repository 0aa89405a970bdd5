// Budget (issue 10, item 8): the heat PDF report of a 24 h record at 1 s renders in ≤ 1 s and weighs
// ≤ 1 MB. Run: node --import tsx bench/heat/report.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { formatItemp, generateHotAfternoon, readHeatInput } from '@ohp/devices';
import { assessHeatSeries } from '@ohp/exposure';
import { buildHeatReport, heatReportFormSchema, heatReportInputFrom } from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';

const budget = { seconds: 1, megabytes: 1 };

const record = generateHotAfternoon({
  seed: 10,
  serialNumber: 'IT0001004B',
  start: '2024-02-01T00:00:00',
  durationSeconds: 86_400,
  intervalSeconds: 1,
});
const read = readHeatInput(formatItemp(record));
if (!read.ok) throw new Error(read.reason.key);
const options = {
  norm: 'nr15-2019' as const,
  solarLoad: false,
  hood: true,
  clothingIncrementC: 0.5,
  openSkyWithoutArtificialSource: false,
  situations: [],
  activities: [{ minutes: 60, metabolicRate: 300 }],
};
const series = assessHeatSeries(read.data.series, options);
if (!series?.assessment.ok) throw new Error('no assessment');
const input = heatReportInputFrom({
  language: 'pt-BR',
  generatedAt: new Date(),
  unit: 'C',
  form: heatReportFormSchema.parse({
    context: { employee: 'João da Silva', company: 'Fundição Exemplo', evaluatorName: 'Maria Souza' },
    certificate: { laboratory: 'Lab Calibra', number: 'C-2024-118', date: '2024-01-10' },
    clothing: 'smsPolypropylene',
  }),
  options,
  assessment: series.assessment.data,
  reading: read.data,
  series,
});

// Warm-up: fonts and chart modules load once per process.
await renderPdf(buildHeatReport(input));

const runs = 5;
const times: number[] = [];
let size = 0;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const pdf = await renderPdf(buildHeatReport(input));
  times.push((performance.now() - started) / 1000);
  size = pdf.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(runs / 2)] ?? Number.NaN;
const megabytes = size / 1024 / 1024;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
console.log(
  `heat report PDF (24 h at 1 s, ${runs} runs; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log(
  `  render time median ${median.toFixed(3)} s, fastest ${(times[0] ?? 0).toFixed(3)} s (budget ${budget.seconds} s): ${verdict(median <= budget.seconds)}`,
);
console.log(
  `  size ${megabytes.toFixed(3)} MB (budget ${budget.megabytes} MB): ${verdict(megabytes <= budget.megabytes)}`,
);
process.exitCode = median <= budget.seconds && megabytes <= budget.megabytes ? 0 : 1;
