import { AccessDevice } from '../../../features/device/components/access-device';

export function Component() {
  return <AccessDevice />;
}
