import type { DeviceFamily } from '../catalogue.ts';
import { EmulatorTransport, type EmulatorLinkOptions } from '../transport/emulator-transport.ts';
import { VirtualDevice, type VirtualDeviceOptions } from './virtual-device.ts';

/** A virtual device of `family` and an in-memory transport to it, in one call. */
export function createEmulator(
  family: DeviceFamily,
  options: VirtualDeviceOptions & EmulatorLinkOptions = {},
): { device: VirtualDevice; transport: EmulatorTransport } {
  const device = new VirtualDevice(family, options);
  return { device, transport: new EmulatorTransport(device, options) };
}
