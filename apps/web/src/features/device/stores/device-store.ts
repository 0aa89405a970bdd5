import type {
  DeviceFamily,
  DeviceIdentity,
  DeviceSession,
  VirtualDevice,
  WebSerialPortLike,
} from '@ohp/devices';

// The device session of SPEC §4 on the client: the connected devices and the selected one.
// A module store (like the session and loading stores of the shell) read with useSyncExternalStore:
// it outlives route changes and the router remount on login/logout.

export interface ConnectedDevice {
  /** Route id of /access-device/register/{id}: the serial number. */
  id: string;
  identity: DeviceIdentity;
  family: DeviceFamily;
  session: DeviceSession;
  port: WebSerialPortLike;
  /** The emulated device behind a demo connection (undefined for real hardware). */
  demo: VirtualDevice | undefined;
}

export interface DeviceState {
  devices: readonly ConnectedDevice[];
  selectedId: string | undefined;
}

/** What happens when a device disappears: the alert and the redirect, set by the UI layer. */
export type DeviceLostHandler = (device: ConnectedDevice) => void;

type Listener = () => void;

const empty: DeviceState = { devices: [], selectedId: undefined };
let state: DeviceState = empty;
const listeners = new Set<Listener>();
const lostHandlers = new Set<DeviceLostHandler>();

function set(next: DeviceState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

async function closeQuietly(device: ConnectedDevice) {
  try {
    await device.session.disconnect();
  } catch {
    // The port may already be gone with the device.
  }
}

export const deviceStore = {
  getState: (): DeviceState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  find(id: string | undefined): ConnectedDevice | undefined {
    return id === undefined ? undefined : state.devices.find((d) => d.id === id);
  },
  findByPort(port: WebSerialPortLike): ConnectedDevice | undefined {
    return state.devices.find((d) => d.port === port);
  },
  selected(): ConnectedDevice | undefined {
    return deviceStore.find(state.selectedId);
  },
  /** Adds a connected device (replacing one with the same id) and selects it. */
  add(device: ConnectedDevice): void {
    const others = state.devices.filter((d) => d.id !== device.id);
    set({ devices: [...others, device], selectedId: device.id });
  },
  select(id: string | undefined): void {
    if (state.selectedId === id) return;
    if (id !== undefined && !deviceStore.find(id)) return;
    set({ ...state, selectedId: id });
  },
  /** The user disconnects one device: it leaves the list and its port is closed. */
  async disconnect(id: string): Promise<void> {
    const device = deviceStore.find(id);
    if (!device) return;
    set({
      devices: state.devices.filter((d) => d !== device),
      selectedId: state.selectedId === id ? undefined : state.selectedId,
    });
    await closeQuietly(device);
  },
  /**
   * A disconnect event (SPEC §4): the selected device and the list are cleared (the other ports
   * are closed), then the handlers show the alert and go to /access-device.
   */
  lost(id: string): void {
    const device = deviceStore.find(id);
    if (!device) return;
    const others = state.devices.filter((d) => d !== device);
    set(empty);
    for (const other of others) void closeQuietly(other);
    for (const handler of [...lostHandlers]) handler(device);
  },
  onLost(handler: DeviceLostHandler): () => void {
    lostHandlers.add(handler);
    return () => lostHandlers.delete(handler);
  },
  /** For tests. */
  reset(): void {
    set(empty);
    lostHandlers.clear();
  },
};
