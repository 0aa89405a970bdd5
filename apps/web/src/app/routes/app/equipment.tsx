import { useParams } from 'react-router';
import { EquipmentPage } from '../../../features/support/components/equipment-page';

export function Component() {
  const { slug } = useParams();
  return <EquipmentPage slug={slug} />;
}
