import type { QueryKey } from '@tanstack/react-query';

// What the app layer gives the CO2 viewer (features do not import each other): set once by
// createCo2Domain, read by the viewer's chunk.

export interface Co2DeviceChoice {
  id: string;
  label: string;
}

export interface Co2ViewerServices {
  /** Cached lists a new CO2Pro measurement changes (SPEC §7: the user devices). */
  refreshAfterCreate: readonly QueryKey[];
  /** The user's registered CO2Pro devices, for the payload's userDeviceId. */
  useDeviceChoices: () => readonly Co2DeviceChoice[];
  /** Starts loading those devices (with a saved file's download, before the viewer mounts). */
  prefetchDeviceChoices?: () => void;
  /** The user's registered device with this serial number (the payload's userDeviceId), if any. */
  deviceIdOf?: (serialNumber: string) => Promise<string | undefined>;
}

const none: Co2ViewerServices = { refreshAfterCreate: [], useDeviceChoices: () => [] };
let services: Co2ViewerServices = none;

export function setCo2ViewerServices(value: Co2ViewerServices): void {
  services = value;
}

export function co2ViewerServices(): Co2ViewerServices {
  return services;
}
