// Budget (issue 28; it was 30 ms in issue 10): a 24 h record at 1 s (86,400 rows): parse +
// critical-window search + results ≤ 20 ms. Run: node --import tsx bench/heat/compute.ts
// Both inputs the product reads: the Itemp record (readHeatInput → parseItemp) and the heat samples CSV.
import { cpus, loadavg } from 'node:os';
import { formatItemp, generateHotAfternoon, readHeatInput } from '@ohp/devices';
import { assessHeat, assessHeatSeries } from '@ohp/exposure';
import { reportFigure } from '../support/figures.ts';
import { takeTurns } from '../support/take-turns.ts';

const BUDGET_MS = 20;
const ROWS = 86_400;
const RUNS = 9;

const record = generateHotAfternoon({
  seed: 10,
  serialNumber: 'IT0001004B',
  start: '2024-02-01T00:00:00',
  durationSeconds: ROWS,
  intervalSeconds: 1,
});
const recordText = formatItemp(record);
const csvLines = ['time,tg_c,tbn_c,tbs_c,rh'];
for (let i = 0; i < ROWS; i++)
  csvLines.push(`${i},${record.globe[i]},${record.wetBulb[i]},${record.dryBulb[i]},${record.humidity[i]}`);
const csvBytes = new TextEncoder().encode(`${csvLines.join('\n')}\n`);
const recordBytes = new TextEncoder().encode(recordText);

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
  bytes: Uint8Array;
  parse: number[];
  window: number[];
  total: number[];
  cpu: number[];
  summary: string;
}

const inputCase = (label: string, bytes: Uint8Array): Case => ({
  label,
  bytes,
  parse: [],
  window: [],
  total: [],
  cpu: [],
  summary: '',
});

/** One run of a case: its parse, then the critical-window search and the results. */
function runOnce(c: Case): void {
  const [read, tp, cp] = time(() => readHeatInput(c.bytes));
  if (!read.ok) throw new Error(`${c.label}: ${read.reason.key}`);
  const [result, tw, cw] = time(() => {
    const s = assessHeatSeries(read.data.series, {
      norm: 'nr15-2019',
      activities: [{ minutes: 60, metabolicRate: 300 }],
    });
    const r =
      s &&
      assessHeat({
        norm: 'nr15-2019',
        situations: [{ minutes: s.window.minutes, ibutg: s.window.meanIbutg }],
        activities: [{ minutes: 60, metabolicRate: 300 }],
      });
    return { s, r };
  });
  if (!result.s || !result.r?.ok) throw new Error(`${c.label}: no result`);
  c.summary = `IBUTG ${result.r.data.ibutg.toFixed(2)} °C, window from ${result.s.window.start} s, ${result.s.flags.length} flag(s)`;
  c.parse.push(tp);
  c.window.push(tw);
  c.total.push(tp + tw);
  c.cpu.push(cp + cw);
}

function report({ label, bytes, parse, window, total, cpu, summary }: Case): boolean {
  const ok = median(total) <= BUDGET_MS;
  console.log(
    `${label} (${(bytes.length / 1e6).toFixed(1)} MB): parse ${median(parse).toFixed(1)} ms + window and results ${median(window).toFixed(1)} ms = ${median(total).toFixed(1)} ms (CPU ${median(cpu).toFixed(1)} ms) — budget ${BUDGET_MS} ms: ${ok ? 'OK' : 'OVER'}; ${summary}`,
  );
  reportFigure({
    name: `heat 24 h, ${label}: parse + analyse`,
    value: median(total),
    budget: BUDGET_MS,
    unit: 'ms',
  });
  return ok;
}

console.log(
  `${cpus().length} CPU(s), load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; median of ${RUNS} runs`,
);
const cases = [
  inputCase('Itemp record, 86,400 rows', recordBytes),
  inputCase('heat samples CSV, 86,400 rows', csvBytes),
];
takeTurns(cases, RUNS, runOnce);
const results = cases.map(report);
process.exitCode = results.every(Boolean) ? 0 : 1;
