// Budget (issue 11, item 8): the vibration PDF report of a 10 h record at 1 s with a third-octave
// spectrum renders in ≤ 1 s. Run: node --import tsx bench/vibration/report.ts
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { assessVibration, bandCentres, minutes, ms2, ms175 } from '@ohp/exposure';
import { buildVibrationReport, type VibrationReportInput, vibrationReportFormSchema } from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';

const BUDGET_S = 1;
const RUNS = 5;
const n = 10 * 3600;
const wave = (k: number) =>
  Float64Array.from({ length: n }, (_, i) => k * (0.5 + 0.3 * Math.sin(i / 700) + ((i * 7919) % 97) / 400));
const centres = bandCentres('third', 0.5, 80);
const bands = (k: number) => centres.map((f) => k * Math.exp(-(((Math.log2(f) - 2) / 1.5) ** 2)));
const components = [{ minutes: minutes(600), axes: { x: ms2(0.3), y: ms2(0.25), z: ms2(0.6) } }];
const input: VibrationReportInput = {
  language: 'pt-BR',
  generatedAt: new Date(),
  instrument: { model: 'AxPro', serialNumber: '24030001507A', firmware: '2.3.1' },
  source: { kind: 'record', model: 'AxPro', intervalS: 1, start: '2026-02-05T07:00:00', durationMin: 600 },
  components,
  result: assessVibration({
    evaluation: 'whole-body',
    workdayMin: minutes(600),
    components,
    vdv: [{ x: ms175(9), y: ms175(8), z: ms175(14), sampleMin: minutes(600), exposureMin: minutes(600) }],
  }),
  charts: {
    history: {
      startMs: new Date(2026, 1, 5, 7).getTime(),
      intervalS: 1,
      x: wave(0.4),
      y: wave(0.3),
      z: wave(0.8),
    },
    spectrum: { resolution: 'third', centres, x: bands(0.3), y: bands(0.25), z: bands(0.6) },
  },
  form: vibrationReportFormSchema.parse({
    context: { employee: 'Operador de empilhadeira', evaluatorName: 'Ana Souza' },
  }),
};

await renderPdf(buildVibrationReport(input)); // warm-up: fonts and chart modules load once
const times: number[] = [];
const cpu: number[] = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const pdf = await renderPdf(buildVibrationReport(input));
  times.push((performance.now() - started) / 1000);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000000);
  size = pdf.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] as number;
console.log(
  `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} (timings are only meaningful on an idle machine)`,
);
console.log(`vibration report PDF (10 h at 1 s, third-octave spectrum, ${RUNS} runs)`);
console.log(
  `  render median ${median.toFixed(3)} s, best ${(times[0] as number).toFixed(3)} s (budget ${BUDGET_S} s): ${median <= BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(`  size ${(size / 1024).toFixed(0)} KB`);
cpu.sort((a, b) => a - b);
console.log(
  `  CPU time median ${(cpu[Math.floor(RUNS / 2)] as number).toFixed(3)} s (≈ the wall time on an idle machine)`,
);
