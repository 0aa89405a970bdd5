import { DeviceConfiguration } from '../../../features/device/components/device-configuration';

export function Component() {
  return <DeviceConfiguration />;
}
