import type { Reading } from '@ohp/devices';
import { useSyncExternalStore } from 'react';
import type { FileBytes, ReadingText } from '../lib/reading-text';
import type { ReadingPersistence } from './reading-persistence';

// The one "current reading": a record read from a device or a file opened (upload, "Open file" of a
// measurement list), already parsed by readReading. The domain viewer shows it; the device's record
// list finds it again for "Save to cloud" without reading the record a second time over the serial
// link. One reading only. With a persistence set (the app layer gives IndexedDB), its text and the
// viewer's working state are kept until it is saved, discarded or the user signs out, and a reload
// comes back to them (app/persisted-reading.ts restores them).

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
  /** Raw text as read or opened (a saved file's download until it is needed): what "Save" sends. */
  text: ReadingText;
  reading: Reading;
  source: 'device' | 'file';
  origin?: ReadingOrigin | undefined;
  /** The viewer's working state kept from before a reload (clippings, typed form): its start. */
  draft?: unknown;
}

/**
 * What the store holds: a reading whose file is in memory (a device's record's text, the bytes of a
 * file opened from the disk). A saved measurement's download is shown, never made the current reading.
 */
export type StoredReading = CurrentReading & { text: string | FileBytes };

/** A record read from a device: its text as the serial link gave it. */
export type DeviceReading = StoredReading & { text: string };

type Listener = () => void;

let current: StoredReading | undefined;
let currentId = '';
let persistence: ReadingPersistence | undefined;
const listeners = new Set<Listener>();

function replace(next: StoredReading | undefined, id: string) {
  current = next;
  currentId = id;
  for (const listener of [...listeners]) listener();
}

export const readingStore = {
  get: (): StoredReading | undefined => current,
  /** A new current reading (kept across a reload when a persistence is set), or none. */
  set(next: StoredReading | undefined): void {
    // Not crypto.randomUUID: it exists only in secure contexts (not on a plain-http LAN address).
    const id = next ? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` : '';
    replace(next, id);
    if (!next) void persistence?.clear();
    else void persistence?.saveReading({ id, fileName: next.fileName, text: next.text, source: next.source });
  },
  /** A reading brought back after a reload: already kept, under its id. */
  restore(next: StoredReading, id: string): void {
    replace(next, id);
  },
  /** Where readings are kept across a reload (the app layer sets IndexedDB; tests a memory store). */
  persistTo(next: ReadingPersistence | undefined): void {
    persistence = next;
  },
  /** The viewer's working state changed: kept with the current reading. */
  saveDraft(state: unknown): void {
    if (current) void persistence?.saveDraft(currentId, state);
  },
  /** The reading was saved as a measurement: nothing left to bring back after a reload. */
  saved(): void {
    void persistence?.clear();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The reading of this register of this device session, if it is the current one. */
  fromDevice(origin: ReadingOrigin): DeviceReading | undefined {
    const o = current?.origin;
    if (!o || o.session !== origin.session || o.deviceId !== origin.deviceId) return undefined;
    if (typeof current?.text !== 'string') return undefined;
    return o.register === origin.register && o.date === origin.date ? (current as DeviceReading) : undefined;
  },
  /** After records were deleted on the device: its readings may no longer exist there. */
  forgetDevice(deviceId: string): void {
    if (current?.origin?.deviceId === deviceId) readingStore.set(undefined);
  },
  reset(): void {
    readingStore.set(undefined);
  },
};

export function useCurrentReading(): StoredReading | undefined {
  return useSyncExternalStore(readingStore.subscribe, readingStore.get, readingStore.get);
}
