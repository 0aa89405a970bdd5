import { type DeviceFamily, deviceFamilies, profiles } from '@ohp/devices';
import { storageKeys } from '../../../config/storage-keys';
import { readSession, writeSession } from '../../../lib/storage';

// The demo device is an emulator living in the page, so a reload ends it. Which demo devices this
// tab had connected is kept in sessionStorage (this tab only), so /access-device/register/{id}
// connects the same demo again after a reload instead of saying no device is connected. The user
// disconnecting it, the device being unplugged, or signing out forgets it.

function remembered(): DeviceFamily[] {
  try {
    const value: unknown = JSON.parse(readSession(storageKeys.demoDevices) ?? '[]');
    return Array.isArray(value) ? deviceFamilies.filter((f) => value.includes(f)) : [];
  } catch {
    return [];
  }
}

const write = (families: DeviceFamily[]) => writeSession(storageKeys.demoDevices, JSON.stringify(families));

export function rememberDemo(family: DeviceFamily): void {
  const families = remembered();
  if (!families.includes(family)) write([...families, family]);
}

export function forgetDemo(family: DeviceFamily): void {
  write(remembered().filter((f) => f !== family));
}

export function forgetAllDemos(): void {
  write([]);
}

/** The family whose demo device has this serial (the route id), if any. */
export function demoFamilyOfSerial(serial: string): DeviceFamily | undefined {
  return deviceFamilies.find((f) => profiles[f].serialNumber === serial);
}

/** The demo family to reconnect on its own for this route id: one this tab had connected. */
export function rememberedDemoOf(serial: string): DeviceFamily | undefined {
  const family = demoFamilyOfSerial(serial);
  return family && remembered().includes(family) ? family : undefined;
}
