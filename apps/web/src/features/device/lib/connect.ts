import {
  catalogueEntry,
  DeviceSession,
  type DeviceFamily,
  requestWebSerialPort,
  type VirtualDevice,
  type WebSerialLike,
  type WebSerialPortLike,
  WebSerialTransport,
} from '@ohp/devices';
import { sessionStore } from '../../../lib/session-store';
import { type ConnectedDevice, deviceStore } from '../stores/device-store';
import { forgetAllDemos, forgetDemo, rememberDemo } from './demo-memory';
import { demoDevice, demoSerial } from './emulated-serial';

let watchingSession = false;

/** Logging out closes every device port (the next user starts with no device). */
function closeDevicesOnLogout() {
  if (watchingSession) return;
  watchingSession = true;
  sessionStore.subscribe(() => {
    if (sessionStore.getState().status !== 'loggedOut') return;
    forgetAllDemos();
    for (const device of deviceStore.getState().devices) void deviceStore.disconnect(device.id);
  });
}

/**
 * Opens a session on a port chosen by the user (SPEC §4): 115200 baud, version query, then the
 * device joins the list and is selected. Errors are DeviceErrors with SPEC §8 keys; the user retries.
 */
export async function connectPort(port: WebSerialPortLike, demo?: VirtualDevice): Promise<ConnectedDevice> {
  const known = deviceStore.findByPort(port);
  if (known) {
    deviceStore.select(known.id);
    return known;
  }
  closeDevicesOnLogout();
  const session = new DeviceSession(new WebSerialTransport(port));
  const identity = await session.connect();
  const device: ConnectedDevice = {
    id: identity.serialNumber,
    identity,
    family: catalogueEntry(identity.deviceType).family,
    session,
    port,
    demo,
  };
  const same = deviceStore.find(device.id);
  if (same) await deviceStore.disconnect(same.id);
  deviceStore.add(device);
  session.onDisconnect(() => {
    if (demo) forgetDemo(demo.family);
    deviceStore.lost(device.id);
  });
  return device;
}

/** The user disconnects a device: a demo one is then not reconnected after a reload. */
export async function disconnectDevice(device: ConnectedDevice): Promise<void> {
  if (device.demo) forgetDemo(device.demo.family);
  await deviceStore.disconnect(device.id);
}

/** "Search": asks the browser for a port (navigator.serial, or `serial` when given) and connects. */
export async function searchAndConnect(serial?: WebSerialLike): Promise<ConnectedDevice> {
  const port = await requestWebSerialPort(serial);
  return connectPort(port);
}

const connectingDemos = new Map<DeviceFamily, Promise<ConnectedDevice>>();

/** The demo device of `family`: the emulator running in this page, through the same Web Serial path. */
export function connectDemo(family: DeviceFamily): Promise<ConnectedDevice> {
  // One connection at a time per demo device (a double click, a reconnect racing a click).
  let pending = connectingDemos.get(family);
  if (!pending) {
    pending = openDemo(family).finally(() => connectingDemos.delete(family));
    connectingDemos.set(family, pending);
  }
  return pending;
}

async function openDemo(family: DeviceFamily): Promise<ConnectedDevice> {
  const device = demoDevice(family);
  const connected = deviceStore.find(device.serialNumber);
  if (connected?.demo === device) {
    rememberDemo(family);
    deviceStore.select(connected.id);
    return connected;
  }
  const serial = demoSerial(family);
  const port = await requestWebSerialPort(serial);
  const demo = await connectPort(port, device);
  rememberDemo(family);
  return demo;
}
