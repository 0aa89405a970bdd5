import type { ReadingResult } from '@ohp/devices/readings';
import type { IntervalSummaries } from './interval-summaries';
import type { VibrationDaysAnswer } from './vibration-days';

/** A vibration file read off the main thread: readReading's answer and the text (to save again). */
export interface VibrationFileRead {
  read: ReadingResult;
  /** The download: its text, decoded when a save or a report needs it (lib/reading-text.ts). */
  text: Blob;
  /** The record's per-axis summaries (an AxPro record only), computed with the parse. */
  summaries: IntervalSummaries | null;
  /** Its days under its own evaluation (undefined: not computed there — no evaluation, ≤ 24 h). */
  days?: VibrationDaysAnswer | undefined;
  /** Its overall over time under its own evaluation (undefined: a record without one). */
  overall?: Float64Array | undefined;
}

/** What the vibration file worker answers for a file: its reading, summaries and days. */
export type VibrationFileAnswer = Omit<VibrationFileRead, 'text'>;
