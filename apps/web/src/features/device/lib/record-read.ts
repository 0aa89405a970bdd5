import type { DeviceFamily } from '@ohp/devices';
import type { DeviceReading } from '../../../stores/reading-store';

/** A finished read: already the current reading (the reading store), handed on to be shown. */
export type RecordReadResult = DeviceReading;

/** A read record to be saved as a measurement, with its default name. */
export interface CloudSaveRequest {
  /** Where it was read from: the connected device (its id in the device store) and the register id. */
  deviceId: string;
  register: number;
  fileName: string;
  text: string;
  family: DeviceFamily;
  description: string;
  serialNumber: string;
}

/** A saved measurement, as the list shows it: its name and where to open it. */
export interface CloudSaved {
  description: string;
  href: string;
}

/**
 * Saves a read record to the cloud. Given by the app layer (features do not import each other):
 * the measurements API belongs to the measurements feature.
 */
export type SaveRecordToCloud = (request: CloudSaveRequest) => Promise<CloudSaved>;
