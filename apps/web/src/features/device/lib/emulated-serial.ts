import {
  createEmulatedSerial,
  type DeviceFamily,
  deviceFamilies,
  type EmulatedSerialPort,
  type EmulatorFaults,
  VirtualDevice,
  type WebSerialLike,
} from '@ohp/devices';

/**
 * Test mode: a browser test sets `window.__OHP_EMULATED_SERIAL__` in an init script; the app then
 * puts the emulator behind `navigator.serial` before anything asks for a port, so the real code
 * path (requestPort → WebSerialTransport → DeviceSession) runs against virtual devices. The devices
 * are exposed as `window.__OHP_EMULATOR__` so the test can inject faults while it runs.
 */
export interface EmulatedSerialFlag {
  families: DeviceFamily[];
  /** Faults per family, applied at start. */
  faults?: Partial<Record<DeviceFamily, EmulatorFaults>>;
  /** Pace the link (11_520 = 115200 baud 8N1). */
  bytesPerSecond?: number;
}

export interface EmulatorHandle {
  devices: VirtualDevice[];
  serial: WebSerialLike & { ports: EmulatedSerialPort[] };
}

interface EmulatorWindow {
  __OHP_EMULATED_SERIAL__?: EmulatedSerialFlag;
  __OHP_EMULATOR__?: EmulatorHandle;
}

/** requestPort() picks the first port that is not open, like a user choosing a new device. */
const firstClosed = (ports: EmulatedSerialPort[]) => ports.find((p) => p.readable === null);

export function installTestSerial(scope: Window = window): EmulatorHandle | undefined {
  const w = scope as Window & EmulatorWindow;
  if (w.__OHP_EMULATOR__) return w.__OHP_EMULATOR__;
  const flag = w.__OHP_EMULATED_SERIAL__;
  if (!flag) return undefined;
  const families = flag.families.filter((f) => deviceFamilies.includes(f));
  const devices = families.map((family) => {
    const device = new VirtualDevice(family);
    device.faults = { ...(flag.faults?.[family] ?? {}) };
    return device;
  });
  const serial = createEmulatedSerial(devices, {
    ...(flag.bytesPerSecond ? { bytesPerSecond: flag.bytesPerSecond } : {}),
    choose: firstClosed,
  });
  Object.defineProperty(scope.navigator, 'serial', { value: serial, configurable: true });
  const handle = { devices, serial };
  w.__OHP_EMULATOR__ = handle;
  return handle;
}

// Demo mode: one virtual device per family for the page's life, so records deleted and
// configuration written stay as they are when the user reconnects (until the page reloads).
const demoDevices = new Map<DeviceFamily, VirtualDevice>();

export function demoDevice(family: DeviceFamily): VirtualDevice {
  let device = demoDevices.get(family);
  if (!device) {
    device = new VirtualDevice(family);
    demoDevices.set(family, device);
  }
  return device;
}

/** A Web Serial stand-in holding the demo device of `family` (plugged back in if it was unplugged). */
export function demoSerial(family: DeviceFamily): WebSerialLike {
  const device = demoDevice(family);
  if (device.isUnplugged) device.replug();
  return createEmulatedSerial([device]);
}
