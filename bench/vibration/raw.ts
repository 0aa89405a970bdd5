// Budget (issue 11, item 8): 60 s of raw acceleration at 5 kHz on three axes, weighted and analysed
// (r.m.s., VDV, MTVV, peak, crest factor, 1 s history, third-octave spectra) in ≤ 150 ms, for both
// evaluations. Run: node --import tsx bench/vibration/raw.ts
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRandom } from '@ohp/devices';
import { analyzeSignal, type VibrationEvaluation } from '@ohp/exposure';
import { reportFigure } from '../support/figures.ts';

const BUDGET_MS = 150;
const RATE = 5000;
const SAMPLES = 60 * RATE;
const RUNS = 7;

function signal(seed: number, tones: Array<[number, number]>): Float64Array {
  const random = createRandom(seed);
  const out = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i++) {
    let v = (random() - 0.5) * 0.5;
    for (const [f, a] of tones) v += a * Math.sin((2 * Math.PI * f * i) / RATE);
    out[i] = v;
  }
  return out;
}

const axes = {
  x: signal(1, [
    [4, 0.4],
    [125, 3],
  ]),
  y: signal(2, [
    [2.5, 0.3],
    [250, 2],
  ]),
  z: signal(3, [
    [6.3, 0.8],
    [63, 5],
  ]),
};

for (const evaluation of ['whole-body', 'hand-arm'] as VibrationEvaluation[]) {
  const run = () => analyzeSignal({ evaluation, sampleRate: RATE }, axes.x, axes.y, axes.z);
  run(); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  let last: ReturnType<typeof run> | undefined;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    last = run();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] as number;
  console.log(
    `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} (timings are only meaningful on an idle machine)`,
  );
  console.log(
    `raw acceleration, ${evaluation} (60 s at 5 kHz, 3 axes, ${last?.spectrum.centres.length} third-octave bands, ${RUNS} runs)`,
  );
  console.log(
    `  median ${median.toFixed(1)} ms, best ${(times[0] as number).toFixed(1)} ms (budget ${BUDGET_MS} ms): ${median <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
  );
  reportFigure({
    name: `vibration raw 60 s at 5 kHz, ${evaluation}`,
    value: median,
    budget: BUDGET_MS,
    unit: 'ms',
  });
  console.log(
    `  CPU time median ${(cpu[Math.floor(RUNS / 2)] as number).toFixed(1)} ms (≈ the wall time on an idle machine)`,
  );
  console.log(
    `  z: r.m.s. ${last?.axes.z.rms.toFixed(3)} m/s², VDV ${last?.axes.z.vdv.toFixed(2)}, MTVV ${last?.axes.z.mtvv.toFixed(3)}`,
  );
}
