import type { DeviceFamily, DeviceRecord } from '@ohp/devices';

/** What a finished read hands to the screen that shows it (the data viewer). */
export interface RecordReadResult {
  fileName: string;
  family: DeviceFamily;
  text: string;
  record: DeviceRecord;
  /** Where it was read from: the connected device (its id in the device store) and the register id. */
  deviceId: string;
  register: number;
}

/** A read record to be saved as a measurement, with its default name. */
export interface CloudSaveRequest extends RecordReadResult {
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
 * the measurements API belongs to the family's viewer feature.
 */
export type SaveRecordToCloud = (request: CloudSaveRequest) => Promise<CloudSaved>;
