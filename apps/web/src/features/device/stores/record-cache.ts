import type { RegisterEntry } from '@ohp/devices';
import type { RecordReadResult } from '../lib/record-read';
import type { ConnectedDevice } from './device-store';

// The last record read from a device, so "Save to cloud" after "Read" (or a second save) does not
// read the same record again over the serial link. One record only: records can be several MB.
// Keyed by the session (a reconnection is a new session) and by register id and start date (a
// register id can be reused after the records are deleted).

interface Entry {
  session: ConnectedDevice['session'];
  register: number;
  date: number;
  result: RecordReadResult;
}

let last: Entry | undefined;

export const recordCache = {
  get(device: ConnectedDevice, entry: RegisterEntry): RecordReadResult | undefined {
    if (!last || last.session !== device.session || !device.session.isConnected) return undefined;
    return last.register === entry.register && last.date === entry.date ? last.result : undefined;
  },
  set(device: ConnectedDevice, entry: RegisterEntry, result: RecordReadResult): void {
    last = { session: device.session, register: entry.register, date: entry.date, result };
  },
  /** After records were deleted on the device. */
  forget(device: ConnectedDevice): void {
    if (last?.session === device.session) last = undefined;
  },
  reset(): void {
    last = undefined;
  },
};
