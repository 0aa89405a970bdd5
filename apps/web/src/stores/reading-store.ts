import type { Reading } from '@ohp/devices';
import { useSyncExternalStore } from 'react';

// The one "current reading": a record read from a device or a file opened (upload, "Open file" of a
// measurement list), already parsed by readReading. The domain viewer shows it; the device's record
// list finds it again for "Save to cloud" without reading the record a second time over the serial
// link. One reading only and memory only: records can be several MB, more than session storage
// holds; after a reload the viewer says there is nothing to show.

/** Where a device reading came from. `session` tells a reconnection (a new session) apart. */
export interface ReadingOrigin {
  deviceId: string;
  session: object;
  register: number;
  /** Record start as the register list gives it (a register id can be reused after a deletion). */
  date: number;
}

export interface CurrentReading {
  fileName: string;
  /** Raw text as read or opened: what "Save" sends. */
  text: string;
  reading: Reading;
  source: 'device' | 'file';
  origin?: ReadingOrigin | undefined;
}

type Listener = () => void;

let current: CurrentReading | undefined;
const listeners = new Set<Listener>();

export const readingStore = {
  get: (): CurrentReading | undefined => current,
  set(next: CurrentReading | undefined): void {
    current = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The reading of this register of this device session, if it is the current one. */
  fromDevice(origin: ReadingOrigin): CurrentReading | undefined {
    const o = current?.origin;
    if (!o || o.session !== origin.session || o.deviceId !== origin.deviceId) return undefined;
    return o.register === origin.register && o.date === origin.date ? current : undefined;
  },
  /** After records were deleted on the device: its readings may no longer exist there. */
  forgetDevice(deviceId: string): void {
    if (current?.origin?.deviceId === deviceId) readingStore.set(undefined);
  },
  reset(): void {
    readingStore.set(undefined);
  },
};

export function useCurrentReading(): CurrentReading | undefined {
  return useSyncExternalStore(readingStore.subscribe, readingStore.get, readingStore.get);
}
