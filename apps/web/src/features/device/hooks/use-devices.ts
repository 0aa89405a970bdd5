import { useSyncExternalStore } from 'react';
import { type ConnectedDevice, type DeviceState, deviceStore } from '../stores/device-store';

export function useDevices(): DeviceState {
  return useSyncExternalStore(deviceStore.subscribe, deviceStore.getState, deviceStore.getState);
}

/** The connected device with this id (undefined when it is not, or no longer, connected). */
export function useDevice(id: string | undefined): ConnectedDevice | undefined {
  const { devices } = useDevices();
  return id === undefined ? undefined : devices.find((d) => d.id === id);
}

export function useSelectedDevice(): ConnectedDevice | undefined {
  const { devices, selectedId } = useDevices();
  return devices.find((d) => d.id === selectedId);
}
