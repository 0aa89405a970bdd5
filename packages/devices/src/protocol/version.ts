import {
  catalogueEntry,
  type DeviceType,
  defaultVersionFor,
  deviceTypeFromSerial,
  hasBluetoothVersion,
} from '../catalogue.ts';
import { DeviceError } from '../errors.ts';

/** ITEMP boot text printed after a power-on reset (SPEC §8). */
export const itempBootText = 'Failed to get USB Device';

export interface DeviceIdentity {
  serialNumber: string;
  deviceType: DeviceType;
  model: string;
  version: string;
  /** AxPro and DoseMaxV2 only. */
  bluetoothVersion: string | undefined;
}

export type VersionAnswer = { kind: 'identity'; identity: DeviceIdentity } | { kind: 'reset' };

/** Parses the `v` answer line `v;<serial>;<firmware>[;<bluetooth>]` (docs/protocol.md). */
export function parseVersionLine(line: string): VersionAnswer {
  if (line.includes(itempBootText)) return { kind: 'reset' };
  const fields = line.split(';');
  const serial = (fields[1] ?? '').trim();
  if (fields[0] !== 'v' || serial === '' || fields.length > 4) {
    throw new DeviceError('invalidDevice', 'devices:connection.invalidDevice', { line: line.slice(0, 80) });
  }
  const deviceType = deviceTypeFromSerial(serial);
  const firmware = (fields[2] ?? '').trim();
  const ble = (fields[3] ?? '').trim();
  return {
    kind: 'identity',
    identity: {
      serialNumber: serial,
      deviceType,
      model: catalogueEntry(deviceType).name,
      version: firmware === '' ? defaultVersionFor(deviceType) : firmware,
      bluetoothVersion: hasBluetoothVersion(deviceType) && ble !== '' ? ble : undefined,
    },
  };
}

/** Firmware 1.2 devices (SPEC §9) get the short 5 s register-read timeout. */
export function isVersion12(version: string): boolean {
  return version === '1.2' || version.startsWith('1.2.');
}
