import { DevicesPage } from '../../../features/organisations/components/devices-page';

export function Component() {
  return <DevicesPage />;
}
