import type { Co2Reading } from '@ohp/devices';
import { co2ExposureOffThread } from './read-co2-text';
import { type Co2ViewerData, co2ViewerDataOf, type Co2ViewerOptions } from './viewer-data';

// The viewer's figures of a reading, computed in the CO2 worker and kept per reading and options,
// so that the screen and the PDF of the same options share one computation.

const kept = new WeakMap<Co2Reading, Map<string, Promise<Co2ViewerData>>>();
/** Options kept per reading (a workday typed digit by digit asks for several). */
const KEEP = 8;

const keyOf = (o: Co2ViewerOptions) => `${o.workdayMin ?? ''}|${o.notProject}|${o.season}`;

export function co2ViewerDataOffThread(reading: Co2Reading, o: Co2ViewerOptions): Promise<Co2ViewerData> {
  let byKey = kept.get(reading);
  if (!byKey) {
    byKey = new Map();
    kept.set(reading, byKey);
  }
  const key = keyOf(o);
  const known = byKey.get(key);
  if (known) return known;
  const options: Co2ViewerOptions = { workdayMin: o.workdayMin, notProject: o.notProject, season: o.season };
  const data = co2ExposureOffThread(reading.series, options).then((result) =>
    co2ViewerDataOf(reading, result),
  );
  const oldest = byKey.keys().next();
  if (byKey.size >= KEEP && !oldest.done) byKey.delete(oldest.value);
  byKey.set(key, data);
  // A failure is not kept: the next ask tries again.
  data.catch(() => byKey.delete(key));
  return data;
}
