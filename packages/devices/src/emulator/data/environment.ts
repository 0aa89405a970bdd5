import type { AxProRecord } from '../../families/axpro/record.ts';
import type { Co2ProRecord } from '../../families/co2pro/record.ts';
import type { ItempRecord } from '../../families/itemp/record.ts';
import { createRandom, gaussian } from '../prng.ts';

const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
const offsetsFor = (duration: number, interval: number) =>
  Float64Array.from({ length: Math.floor(duration / interval) }, (_, i) => i * interval);

/** A hot afternoon in the sun: air warming from 30 to 36 °C, the globe well above it. */
export function generateHotAfternoon(o: { seed: number; serialNumber: string; start: string; durationSeconds: number; intervalSeconds: number }): ItempRecord {
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
  return { kind: 'itemp', serialNumber: o.serialNumber, start: o.start, intervalSeconds: o.intervalSeconds, offsets, globe, dryBulb, wetBulb, humidity };
}

/** A vibrating hand tool: grinding bursts of several m/s² between idle pauses. */
export function generateToolVibration(o: {
  seed: number;
  serialNumber: string;
  firmware: string;
  start: string;
  durationSeconds: number;
  intervalSeconds: number;
  evaluationType: AxProRecord['evaluationType'];
}): AxProRecord {
  const random = createRandom(o.seed);
  const offsets = offsetsFor(o.durationSeconds, o.intervalSeconds);
  const n = offsets.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const z = new Float64Array(n);
  let working = false;
  for (let i = 0; i < n; i++) {
    if (random() < 0.02) working = !working;
    const level = working ? 4 + gaussian(random) * 0.6 : 0.15 + random() * 0.1;
    x[i] = round(Math.max(0, level * 0.8 + gaussian(random) * 0.1), 3);
    y[i] = round(Math.max(0, level * 0.6 + gaussian(random) * 0.1), 3);
    z[i] = round(Math.max(0, level + gaussian(random) * 0.15), 3);
  }
  return {
    kind: 'axPro',
    serialNumber: o.serialNumber,
    firmware: o.firmware,
    start: o.start,
    intervalSeconds: o.intervalSeconds,
    evaluationType: o.evaluationType,
    factor: 1,
    offsets,
    x,
    y,
    z,
  };
}

/** An office filling with people: CO2 climbs from outdoor level, dips at lunch, climbs again. */
export function generateOfficeCo2(o: { seed: number; serialNumber: string; firmware: string; start: string; durationSeconds: number; intervalSeconds: number }): Co2ProRecord {
  const random = createRandom(o.seed);
  const offsets = offsetsFor(o.durationSeconds, o.intervalSeconds);
  const n = offsets.length;
  const co2 = new Float64Array(n);
  const temperature = new Float64Array(n);
  const humidity = new Float64Array(n);
  let ppm = 420;
  for (let i = 0; i < n; i++) {
    const hour = (offsets[i] as number) / 3600;
    const people = hour < 0.5 ? 2 : hour > 4 && hour < 5 ? 3 : 14;
    // Each person adds CO2; ventilation pulls towards outdoor air (420 ppm).
    ppm += (people * 18 - (ppm - 420) * 0.06) * (o.intervalSeconds / 60) + gaussian(random) * 4;
    co2[i] = Math.round(Math.max(400, ppm));
    temperature[i] = round(22 + Math.min(3, people * 0.2 * Math.min(1, hour / 2)) + gaussian(random) * 0.1);
    humidity[i] = Math.round(45 + people * 0.5 + gaussian(random));
  }
  return { kind: 'co2Pro', serialNumber: o.serialNumber, firmware: o.firmware, start: o.start, intervalSeconds: o.intervalSeconds, offsets, co2, temperature, humidity };
}
