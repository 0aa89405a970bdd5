import { createRandom, gaussian } from '../../emulator/prng.ts';
import { offsetsFor, round } from '../../emulator/data/series.ts';
import type { ItempRecord } from './record.ts';

/** A hot afternoon in the sun: air warming from 30 to 36 °C, the globe well above it. */
export function generateHotAfternoon(o: {
  seed: number;
  serialNumber: string;
  start: string;
  durationSeconds: number;
  intervalSeconds: number;
}): ItempRecord {
  const random = createRandom(o.seed);
  const offsets = offsetsFor(o.durationSeconds, o.intervalSeconds);
  const n = offsets.length;
  const globe = new Float64Array(n);
  const dryBulb = new Float64Array(n);
  const wetBulb = new Float64Array(n);
  const humidity = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = i / Math.max(1, n - 1);
    const heat = Math.sin(Math.PI * Math.min(1, x * 1.4));
    const air = 30 + 6 * heat + gaussian(random) * 0.2;
    const cloud = random() < 0.05 ? -3 : 0;
    dryBulb[i] = round(air);
    globe[i] = round(air + 7 + 3 * heat + cloud + gaussian(random) * 0.3);
    humidity[i] = Math.round(52 - 12 * heat + gaussian(random));
    wetBulb[i] = round(air - (100 - (humidity[i] as number)) / 5 + 0.5);
  }
  return {
    kind: 'itemp',
    serialNumber: o.serialNumber,
    start: o.start,
    intervalSeconds: o.intervalSeconds,
    offsets,
    globe,
    dryBulb,
    wetBulb,
    humidity,
  };
}
