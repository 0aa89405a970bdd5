// Budget (issue 11, item 8): a 10 h record at 1 s with third-octave spectra on three axes analysed
// in ≤ 50 ms: per-axis amj, VDV, peak, crest factor and band energy means (the record extension
// proposed in docs/vibration-calculations.md), the weighted overall from the bands, the assessment.
// Run: node --import tsx bench/vibration/record.ts
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRandom } from '@ohp/devices';
import {
  assessVibration,
  bandCentres,
  minutes,
  ms2,
  ms175,
  summariseIntervals,
  type IntervalAxisSeries,
  weightedFromBands,
} from '@ohp/exposure';
import { reportFigure } from '../support/figures.ts';

const BUDGET_MS = 50;
const INTERVALS = 10 * 3600;
const RUNS = 9;
const centres = bandCentres('third', 0.5, 80);

/** A forklift shift: driving with bumps, idling, stops; z strongest, bands around 2–8 Hz. */
function axis(seed: number, level: number): IntervalAxisSeries {
  const random = createRandom(seed);
  const rms = new Float64Array(INTERVALS);
  const fourthPower = new Float64Array(INTERVALS);
  const peak = new Float64Array(INTERVALS);
  const bands = centres.map(() => new Float64Array(INTERVALS));
  for (let i = 0; i < INTERVALS; i++) {
    const driving = Math.sin(i / 900) > -0.3;
    const a = (driving ? level : 0.05) * (0.7 + 0.6 * random()) * (random() < 0.002 ? 4 : 1);
    rms[i] = a;
    fourthPower[i] = 3 * a ** 4;
    peak[i] = a * (2 + 3 * random());
    for (let b = 0; b < centres.length; b++)
      (bands[b] as Float64Array)[i] = a * Math.exp(-(((Math.log2(centres[b] as number) - 2) / 1.5) ** 2));
  }
  return { rms, fourthPower, peak, bands };
}

const data = { x: axis(1, 0.25), y: axis(2, 0.2), z: axis(3, 0.6) };

function analyze() {
  const x = summariseIntervals(data.x);
  const y = summariseIntervals(data.y);
  const z = summariseIntervals(data.z);
  const fromBands = {
    x: weightedFromBands(centres, x.bands ?? [], 'Wd'),
    y: weightedFromBands(centres, y.bands ?? [], 'Wd'),
    z: weightedFromBands(centres, z.bands ?? [], 'Wk'),
  };
  const hours = INTERVALS / 60;
  const result = assessVibration({
    evaluation: 'whole-body',
    workdayMin: minutes(hours),
    components: [
      {
        minutes: minutes(hours),
        axes: { x: ms2(x.rms), y: ms2(y.rms), z: ms2(z.rms) },
        crestFactor: Math.max(x.crestFactor ?? 0, y.crestFactor ?? 0, z.crestFactor ?? 0),
      },
    ],
    vdv: [
      {
        x: ms175(x.vdv ?? 0),
        y: ms175(y.vdv ?? 0),
        z: ms175(z.vdv ?? 0),
        sampleMin: minutes(hours),
        exposureMin: minutes(hours),
      },
    ],
  });
  return { result, fromBands };
}

analyze(); // warm-up
const times: number[] = [];
const cpu: number[] = [];
let last: ReturnType<typeof analyze> | undefined;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  last = analyze();
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpuStarted);
  cpu.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] as number;
console.log(
  `machine: ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} (timings are only meaningful on an idle machine)`,
);
console.log(
  `vibration record analysis (10 h at 1 s, 3 axes × ${centres.length} third-octave bands, ${RUNS} runs)`,
);
console.log(
  `  median ${median.toFixed(1)} ms, best ${(times[0] as number).toFixed(1)} ms (budget ${BUDGET_MS} ms): ${median <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
);
reportFigure({ name: 'vibration 10 h record: analyse', value: median, budget: BUDGET_MS, unit: 'ms' });
console.log(
  `  aren ${last?.result.aren.toFixed(3)} m/s², VDVR ${last?.result.vdvr?.toFixed(2)} m/s^1.75, ${last?.result.judgement}`,
);
cpu.sort((a, b) => a - b);
console.log(
  `  CPU time median ${(cpu[Math.floor(RUNS / 2)] as number).toFixed(1)} ms (≈ the wall time on an idle machine)`,
);
