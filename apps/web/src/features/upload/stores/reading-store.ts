import type { DeviceFamily, DeviceRecord } from '@ohp/devices';
import { useSyncExternalStore } from 'react';

// The "current reading" the data viewer shows (SPEC §2 "Data viewer": device data and a file name),
// set by a record read from a device or by an uploaded file. Kept in memory only: records can be
// several MB, more than session storage holds; after a reload the viewer says there is nothing to show.

export interface CurrentReading {
  fileName: string;
  /** Raw text as read or uploaded. */
  text: string;
  family: DeviceFamily;
  /** Parsed record; undefined until /upload/read has parsed an uploaded file. */
  record: DeviceRecord | undefined;
  source: 'device' | 'file';
  /** A device reading: the device it came from and the register id (DoseMaxV2 audio is read from there). */
  origin?: { deviceId: string; register: number } | undefined;
}

type Listener = () => void;

let current: CurrentReading | undefined;
const listeners = new Set<Listener>();

export const readingStore = {
  get: (): CurrentReading | undefined => current,
  set(reading: CurrentReading | undefined): void {
    current = reading;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  reset(): void {
    readingStore.set(undefined);
  },
};

export function useCurrentReading(): CurrentReading | undefined {
  return useSyncExternalStore(readingStore.subscribe, readingStore.get, readingStore.get);
}
