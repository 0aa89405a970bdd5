import { type Co2ExposureResult, type Co2Series, computeCo2Exposure, type Season } from '@ohp/exposure';

// The CO2 viewer's figures of a series (packages/exposure, the same call as the CLI and the
// report), apart from the charts' code so that the CO2 worker's bundle holds the maths only.

export interface Co2ViewerOptions {
  workdayMin?: number | undefined;
  notProject: boolean;
  season: Season;
}

/** The figures of a series for the viewer's options (in the CO2 worker, or here without one). */
export function co2Exposure(series: Co2Series, o: Co2ViewerOptions): Co2ExposureResult {
  return computeCo2Exposure(series, {
    ...(o.workdayMin ? { workdayMin: o.workdayMin } : {}),
    notProject: o.notProject,
    season: o.season,
  });
}
