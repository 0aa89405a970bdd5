import { DeviceList } from '../../../features/device/components/device-list';

export function Component() {
  return <DeviceList />;
}
