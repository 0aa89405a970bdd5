import type { DeviceFamily, NoiseFileResult } from '@ohp/devices';

/** A noise file read for the viewer: parsed (never throws), its text, and the SPEC §5 checks. */
export interface NoiseFileRead {
  parsed: NoiseFileResult;
  /** The download: its text, decoded when a save or a report needs it (lib/reading-text.ts). */
  text: Blob;
  /** The families whose whole-file check (SPEC §5) the file passes (`fileChecksPassed`). */
  fileChecksPassed: DeviceFamily[];
}
