import type { Co2Reading } from '@ohp/devices';
import { startTransition, useEffect, useState } from 'react';
import { co2ViewerDataOffThread } from '../lib/co2-analysis';
import type { Co2ViewerData, Co2ViewerOptions } from '../lib/viewer-data';

/**
 * The viewer's figures for the form's options, computed off the main thread: undefined until the
 * first answer; then the last answer while new options are computed (tens of ms). A failure is
 * thrown in render, as the synchronous computation's was.
 */
export function useCo2ViewerData(reading: Co2Reading, o: Co2ViewerOptions): Co2ViewerData | undefined {
  const { workdayMin, notProject, season } = o;
  const [shown, setShown] = useState<{ reading: Co2Reading; data?: Co2ViewerData; error?: unknown }>();
  useEffect(() => {
    let live = true;
    co2ViewerDataOffThread(reading, { workdayMin, notProject, season }).then(
      (data) => {
        // A transition: the figures, the cards and each chart's option render in slices (one
        // render task held the main thread ≈ 70 ms on a 7-day record).
        if (live) startTransition(() => setShown({ reading, data }));
      },
      (error: unknown) => {
        if (live) setShown({ reading, error });
      },
    );
    return () => {
      live = false;
    };
  }, [reading, workdayMin, notProject, season]);
  if (shown?.reading !== reading) return undefined;
  if (shown.error !== undefined) throw shown.error;
  return shown.data;
}
