import type { ReadingResult } from '@ohp/devices/readings';

/** A vibration file read off the main thread: readReading's answer and the text (to save again). */
export interface VibrationFileRead {
  read: ReadingResult;
  text: string;
}
