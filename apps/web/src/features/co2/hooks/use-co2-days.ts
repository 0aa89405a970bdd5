import { type Co2Series, co2LongerThanADay, type Season } from '@ohp/exposure';
import { useEffect, useState } from 'react';
import type { Co2DaysAnswer } from '../lib/co2-days';
import { co2DaysOffThread } from '../lib/read-co2-text';

export interface Co2DaysOptions {
  workdayMin: number | undefined;
  notProject: boolean;
  season: Season;
}

/**
 * The days of a CO2 record longer than 24 h under the form's options, computed off the main thread:
 * `short` for a record of a day or less, undefined while they are computed.
 */
export function useCo2Days(
  series: Co2Series,
  { workdayMin, notProject, season }: Co2DaysOptions,
): Co2DaysAnswer | 'short' | undefined {
  const long = co2LongerThanADay(series);
  const [shown, setShown] = useState<{ series: Co2Series; answer: Co2DaysAnswer | null }>();
  useEffect(() => {
    if (!long) return;
    let current = true;
    const options = { ...(workdayMin ? { workdayMin } : {}), notProject, season };
    void co2DaysOffThread(series, options).then((answer) => {
      if (current) setShown({ series, answer });
    });
    return () => {
      current = false;
    };
  }, [long, series, workdayMin, notProject, season]);
  if (!long) return 'short';
  // The last answer while new options are computed (as the figures do); none before the first.
  if (shown?.series !== series) return undefined;
  return shown.answer ?? 'short';
}
