// What the machine charges for fresh memory, printed beside the bench summary: on the 2-core VMs
// where the benches run, touching a page never touched before costs ≈ 11 µs (≈ 350 MB/s), a hundred
// times a memory copy, so a figure that allocates its data (every parse, every viewer) moves with
// it from one VM to the next (docs/decisions.md, session 29). Measured in a process of its own, so
// that its pages are new to it, not pages the bench runner freed.
import { spawnSync } from 'node:child_process';
import { median } from './figures.ts';

const PAGE = 4096;
const MEGABYTES = 64;

/** The script a fresh Node process runs: touch one byte a page of a new buffer, print µs a page. */
const probe = `
const bytes = new Uint8Array(${MEGABYTES} << 20);
const start = performance.now();
for (let i = 0; i < bytes.length; i += ${PAGE}) bytes[i] = 1;
const ms = performance.now() - start;
process.stdout.write(String((ms * 1000) / (bytes.length / ${PAGE})));
`;

/** Median over `runs` fresh processes of the cost of a first touch of a 4 KB page, in µs; undefined if unmeasured. */
function freshPageMicros(runs = 3): number | undefined {
  const readings: number[] = [];
  for (let k = 0; k < runs; k++) {
    const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    const value = Number.parseFloat(run.stdout);
    if (run.status === 0 && value > 0) readings.push(value);
  }
  return readings.length ? median(readings) : undefined;
}

/** "fresh memory 11.3 µs a 4 KB page (≈ 350 MB/s)", or nothing when it could not be measured. */
export function freshMemoryNote(): string {
  const micros = freshPageMicros();
  if (micros === undefined) return '';
  const megabytesPerSecond = PAGE / micros;
  return `; fresh memory ${micros.toFixed(2)} µs a 4 KB page (≈ ${Math.round(megabytesPerSecond)} MB/s)`;
}
