import { readReading } from '@ohp/devices/readings';
import { vibrationLongerThanADay } from '@ohp/exposure';
import { intervalSummaries } from './interval-summaries';
import { overallSeries } from './overall-series';
import { intervalsOf, vibrationDays } from './vibration-days';
import type { VibrationFileAnswer } from './vibration-file-messages';

// The vibration file worker's work, the same in the worker and, without one, on the main thread.

/**
 * A downloaded vibration file read from its bytes (the AxPro byte scanner; readReading answers
 * bytes as it does their text, BOM and all), and an AxPro record's axes summarised.
 */
export async function readVibrationBlob(blob: Blob): Promise<VibrationFileAnswer> {
  const read = readReading(new Uint8Array(await blob.arrayBuffer()));
  const series =
    read.ok && read.data.domain === 'vibration' && read.data.vibration.kind === 'intervals'
      ? read.data.vibration.series
      : null;
  if (!series) return { read, summaries: null };
  // The days of a week-long record here, before its series leaves: sent to the days worker they
  // were copied again on the main thread (≈ 43 MB for 7 days). Only under the record's own
  // evaluation; one the user chooses is computed when chosen.
  const days =
    series.evaluation && vibrationLongerThanADay(series)
      ? (vibrationDays({ series: intervalsOf(series), evaluation: series.evaluation }) ?? undefined)
      : undefined;
  // The overall the viewer draws, under the record's evaluation: ≈ 100 ms of its first render.
  const overall = series.evaluation ? overallSeries(series, series.evaluation) : undefined;
  return {
    read,
    summaries: intervalSummaries(series),
    ...(days ? { days } : {}),
    ...(overall ? { overall } : {}),
  };
}
