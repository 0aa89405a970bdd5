import type { ReadingResult } from '@ohp/devices/readings';
import type { IntervalSummaries } from './interval-summaries';
import type { VibrationDaysAnswer } from './vibration-days';

/** A vibration file read off the main thread: readReading's answer and the text (to save again). */
export interface VibrationFileRead {
  read: ReadingResult;
  text: string;
  /** The record's per-axis summaries (an AxPro record only), computed with the parse. */
  summaries: IntervalSummaries | null;
  /** Its days under its own evaluation (undefined: not computed there — no evaluation, ≤ 24 h). */
  days?: VibrationDaysAnswer | undefined;
}

/**
 * What the vibration file worker is asked: a file's text, then its reading. Two requests so that
 * the text (24 MB for a 10 h extended record, 48 MB for a week) crosses to the main thread while the
 * worker parses, not after it, in the task that opens the viewer. Both carry the Blob: a worker that
 * fails before answering is replaced by the same work on the main thread.
 */
export type VibrationFileInput = { kind: 'text' | 'read'; blob: Blob; key: number };

export type VibrationFileAnswer =
  | { kind: 'text'; text: string }
  | {
      kind: 'read';
      read: ReadingResult;
      summaries: IntervalSummaries | null;
      days?: VibrationDaysAnswer | undefined;
    };
