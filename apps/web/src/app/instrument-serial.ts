import type { Measurement } from '@ohp/contracts';
import { readingSerial } from '../lib/reading/reading-serial';
import type { CurrentReading } from '../stores/reading-store';

/** The serial whose certificate the screen shows: the saved measurement's, else the record's. */
export function instrumentSerialOf(
  measurement: Measurement | undefined,
  reading: CurrentReading['reading'],
): string | undefined {
  return measurement?.serialNumber ?? readingSerial(reading);
}
