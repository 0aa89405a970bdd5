// Budget (issue 28; it was 30 ms in issue 12): a 24 h CO2 record at 1 s (86,400 registers) parsed
// and analysed in ≤ 20 ms. Run: node --import tsx bench/co2/compute.ts
// Both inputs the product reads: the CO2Pro record and the samples CSV (seconds and ISO times).
import { cpus, loadavg } from 'node:os';
import { type Co2Input, formatCo2Pro, generateOfficeCo2, readCo2 } from '@ohp/devices';
import { computeCo2Exposure } from '@ohp/exposure';
import { reportFigure } from '../support/figures.ts';
import { takeTurns } from '../support/take-turns.ts';

const BUDGET_MS = 20;
const ROWS = 86_400;
const RUNS = 9;

/** Wall-clock ms (the budget) and this process's CPU ms (less sensitive to other load on the machine). */
function time<T>(fn: () => T): [T, number, number] {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  return [value, wall, (cpu.user + cpu.system) / 1000];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

interface Case {
  label: string;
  input: string | Uint8Array;
  parse: number[];
  compute: number[];
  cpu: number[];
}

const inputCase = (label: string, input: string | Uint8Array): Case => ({
  label,
  input,
  parse: [],
  compute: [],
  cpu: [],
});

/** One run of a case: its parse, then the three norms' analysis. */
function runOnce(c: Case): void {
  const [read, tParse, cParse] = time(() => readCo2(c.input));
  if (!read.ok) throw new Error(`bench input did not parse: ${read.reason.key}`);
  const data: Co2Input = read.data;
  const [, tCompute, cCompute] = time(() => computeCo2Exposure(data.series, { workdayMin: 480 }));
  c.parse.push(tParse);
  c.compute.push(tCompute);
  c.cpu.push(cParse + cCompute);
}

function report({ label, input, parse, compute, cpu }: Case): boolean {
  const first = (parse[0] ?? 0) + (compute[0] ?? 0);
  const warm = median(parse) + median(compute);
  const ok = warm <= BUDGET_MS;
  const f = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
  console.log(`\n${label} (${(input.length / 1e6).toFixed(1)} MB)`);
  console.log(`  parse             first ${f(parse[0] ?? 0)}   median of ${RUNS} ${f(median(parse))}`);
  console.log(`  analyse (3 norms) first ${f(compute[0] ?? 0)}   median ${f(median(compute))}`);
  console.log(
    `  parse + analyse   first ${f(first)}   median ${f(warm)}   budget ${BUDGET_MS} ms: ${ok ? 'OK' : 'OVER BUDGET'}` +
      ` (first run ${first <= BUDGET_MS ? 'within' : 'over'})`,
  );
  console.log(
    `  CPU time of this process, parse + analyse: first ${f(cpu[0] ?? 0)}   median ${f(median(cpu))}`,
  );
  reportFigure({ name: `CO2 24 h, ${label}: parse + analyse`, value: warm, budget: BUDGET_MS, unit: 'ms' });
  return ok;
}

const [load1 = 0] = loadavg();
const cpuCount = cpus().length;
console.log(`machine load average (1 min): ${load1.toFixed(2)} on ${cpuCount} CPUs`);
if (load1 > cpuCount) {
  console.log(
    '  the machine is busier than its CPU count: wall times include waiting for a CPU; see the CPU times',
  );
}
const record = generateOfficeCo2({
  seed: 12,
  serialNumber: '24060002208A',
  firmware: '2.1.0',
  start: '2026-04-02T00:00:00',
  durationSeconds: ROWS,
  intervalSeconds: 1,
});
const recordText = formatCo2Pro(record);
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (i: number) =>
  `2026-04-02T${pad(Math.floor(i / 3600))}:${pad(Math.floor(i / 60) % 60)}:${pad(i % 60)}`;
const rows = (time: (i: number) => string, sep: string, decimal: (v: number) => string) =>
  Array.from(
    { length: ROWS },
    (_, i) =>
      `${time(i)}${sep}${record.co2[i]}${sep}${decimal(record.temperature[i] as number)}${sep}${record.humidity[i]}`,
  ).join('\n');
const secondsCsv = `time,co2,temperature,rh\n${rows(String, ',', String)}\n`;
const isoCsv = `time;co2;temperature;rh\n${rows(iso, ';', (v) => String(v).replace('.', ','))}\n`;
console.log(`24 h at 1 s: ${ROWS} registers (CO2 ppm, °C, %RH)`);
const encoder = new TextEncoder();
const cases = [
  inputCase('CO2Pro record, text', recordText),
  inputCase('CO2Pro record, bytes', encoder.encode(recordText)),
  inputCase('samples CSV, seconds, comma', secondsCsv),
  inputCase('samples CSV, ISO times, semicolon and decimal comma, bytes', encoder.encode(isoCsv)),
];
// The CO2Pro record as text read 18-27 ms in first place, 4-10 ms taking turns (session 24).
takeTurns(cases, RUNS, runOnce);
const results = cases.map(report);
process.exitCode = results.every(Boolean) ? 0 : 1;
