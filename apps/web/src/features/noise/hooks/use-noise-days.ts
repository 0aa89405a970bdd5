import type { DosimeterRecord } from '@ohp/devices';
import { longerThanADay, type NoiseSeries } from '@ohp/exposure';
import { useEffect, useState } from 'react';
import { criteriaFor, normsOf } from '../lib/criteria';
import { type NoiseNormDays, withoutBands } from '../lib/noise-days';
import { noiseDaysTask } from '../lib/noise-days-task';
import type { NormChoice } from '../lib/saved-state';

export interface NoiseDaysOptions {
  record: DosimeterRecord | undefined;
  norm: NormChoice;
  useDeviceCriteria: boolean;
  workdayMin: number | undefined;
}

/**
 * Each shown norm's days of a noise record longer than 24 h, computed in the noise days worker:
 * `[]` for a record of a day or less, undefined while they are computed.
 */
export function useNoiseDays(
  series: NoiseSeries,
  { record, norm, useDeviceCriteria, workdayMin }: NoiseDaysOptions,
): NoiseNormDays[] | undefined {
  const [shown, setShown] = useState<{ series: NoiseSeries; days: NoiseNormDays[] }>();
  const long = longerThanADay(series.intervalS, series.laeq.length);
  useEffect(() => {
    if (!long) return;
    let current = true;
    const norms = normsOf(norm).map((n) => ({
      norm: n,
      criteria: criteriaFor(n, record, useDeviceCriteria, workdayMin).criteria,
    }));
    void noiseDaysTask.run({ series: withoutBands(series), norms }).then((days) => {
      if (current) setShown({ series, days });
    });
    return () => {
      current = false;
    };
  }, [long, series, record, norm, useDeviceCriteria, workdayMin]);
  if (!long) return [];
  return shown?.series === series ? shown.days : undefined;
}
