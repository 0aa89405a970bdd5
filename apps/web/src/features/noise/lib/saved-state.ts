import { type Clipping, type MeasurementState, measurementStateSchema } from '@ohp/contracts';

// The noise viewer's part of a saved measurement's state (contracts/measurements.ts): clippings,
// report form and norm choice, restored when the measurement is opened again.

export type NormChoice = NonNullable<MeasurementState['preset']>;

/** A clipping as the viewer keeps it: the observation is always there (empty when none). */
export type SavedClipping = Clipping & { observation: string };

export interface NoiseSavedState {
  clippings: SavedClipping[];
  reportForm: unknown;
  preset: NormChoice | undefined;
}

/** The saved state read back; anything that no longer validates is dropped, not trusted. */
export function readSavedState(state: unknown): NoiseSavedState {
  const parsed = measurementStateSchema.safeParse(state ?? {});
  const s = parsed.success ? parsed.data : {};
  return {
    clippings: (s.clippings ?? []).map((c) => ({ ...c, observation: c.observation ?? '' })),
    reportForm: s.reportForm,
    preset: s.preset,
  };
}
