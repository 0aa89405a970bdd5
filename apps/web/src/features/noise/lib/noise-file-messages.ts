import type { NoiseFileResult } from '@ohp/devices';

/** A noise file read for the viewer: parsed (never throws), its text, and the SPEC §5 V2 check. */
export interface NoiseFileRead {
  parsed: NoiseFileResult;
  text: string;
  validDoseMaxV2: boolean;
}
