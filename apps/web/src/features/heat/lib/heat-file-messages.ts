import type { ReadingResult } from '@ohp/devices/readings';

/** A heat file read off the main thread: readReading's answer and the text (to save again). */
export interface HeatFileRead {
  read: ReadingResult;
  /** The download: its text, decoded when a save or a report needs it (lib/reading-text.ts). */
  text: Blob;
}
