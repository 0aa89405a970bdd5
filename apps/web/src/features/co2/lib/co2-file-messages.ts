import type { ReadingResult } from '@ohp/devices/readings';

/** A CO2 file's text read off the main thread: readReading's answer (the text stays where it was). */
export interface Co2FileRead {
  read: ReadingResult;
}
