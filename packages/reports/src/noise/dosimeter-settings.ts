import type { NoiseCriteria } from '@ohp/exposure';
import type { DosimeterSettings } from './report-input.ts';

/** What a dosimeter record says of its own configuration (a structural subset of @ohp/devices'). */
export interface DosimeterConfigurationLike {
  weighting: string;
  timeWeighting: string;
  thresholdDb: number;
  criterionDb: number;
  exchangeRate: number;
  peakCurve?: string;
  /** Minutes. */
  startDelay: number;
}

/**
 * The "instrument and configuration" block: the device's own settings when the file has them; for a
 * samples CSV (no device configuration), the criteria the results were computed with.
 */
export function dosimeterSettingsOf(
  configuration: DosimeterConfigurationLike | undefined,
  computedWith: Required<Pick<NoiseCriteria, 'criterionLevel' | 'exchangeRate' | 'threshold'>>,
): DosimeterSettings {
  if (!configuration) {
    return {
      weightingCurve: 'A',
      timeWeighting: '-',
      thresholdDb: computedWith.threshold,
      criterionDb: computedWith.criterionLevel,
      exchangeRate: computedWith.exchangeRate,
    };
  }
  return {
    weightingCurve: configuration.weighting,
    timeWeighting: configuration.timeWeighting,
    thresholdDb: configuration.thresholdDb,
    criterionDb: configuration.criterionDb,
    exchangeRate: configuration.exchangeRate,
    ...(configuration.peakCurve ? { peakCurve: configuration.peakCurve } : {}),
    startDelaySeconds: configuration.startDelay * 60,
  };
}
