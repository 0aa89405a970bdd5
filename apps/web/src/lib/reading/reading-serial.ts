import { type Reading, recordOfReading } from '@ohp/devices';

/** The serial of the instrument that recorded a reading; undefined for a samples CSV. */
export function readingSerial(reading: Reading): string | undefined {
  return recordOfReading(reading)?.serialNumber.trim() || undefined;
}
