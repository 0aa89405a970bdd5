import type { NoiseFile } from '@ohp/devices';

// A file opened from a dosimeter list ("Open file") but not saved yet, shown by the viewer route
// under the id `new`. Memory only: records can be several MB, and after a reload there is nothing
// to show (the route says so).

export interface PendingNoiseFile {
  fileName: string;
  text: string;
  file: NoiseFile;
}

let pending: PendingNoiseFile | undefined;

export const pendingFileStore = {
  get: (): PendingNoiseFile | undefined => pending,
  set(next: PendingNoiseFile | undefined): void {
    pending = next;
  },
};

export const NEW_MEASUREMENT_ID = 'new';
