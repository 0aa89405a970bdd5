import { createRandom, gaussian } from '../../emulator/prng.ts';
import { offsetsFor, round } from '../../emulator/data/series.ts';
import type { Co2ProRecord } from './record.ts';

/** An office filling with people: CO2 climbs from outdoor level, dips at lunch, climbs again. */
export function generateOfficeCo2(o: {
  seed: number;
  serialNumber: string;
  firmware: string;
  start: string;
  durationSeconds: number;
  intervalSeconds: number;
}): Co2ProRecord {
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
  return {
    kind: 'co2Pro',
    serialNumber: o.serialNumber,
    firmware: o.firmware,
    start: o.start,
    intervalSeconds: o.intervalSeconds,
    offsets,
    co2,
    temperature,
    humidity,
  };
}
