import type { DeviceFamily } from '@ohp/contracts/vocabulary';

export interface EmulatedRecord {
  register: number;
  /** Device local start time, "yyyy-MM-ddTHH:mm:ss". */
  start: string;
  description: string;
  text: string;
  /** DoseMaxV2 records: size of the recorded audio, bytes. */
  audioBytes: number;
}

export interface DeviceProfile {
  family: DeviceFamily;
  serialNumber: string;
  /** Empty for old firmware that does not report it (the session then uses the default). */
  firmware: string;
  bluetooth: string;
  records: (seed: number) => Omit<EmulatedRecord, 'register'>[];
}
