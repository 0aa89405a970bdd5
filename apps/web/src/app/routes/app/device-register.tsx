import { useParams } from 'react-router';
import { DeviceRegisterPage } from '../../../features/organisations/components/device-register-page';

export function Component() {
  const { id = '', name = '' } = useParams();
  return <DeviceRegisterPage serialNumber={id} name={name} />;
}
