import { useParams } from 'react-router';
import { InvitationPage } from '../../../features/organisations/components/invitation-page';

export function Component() {
  const { token = '' } = useParams();
  return <InvitationPage token={token} />;
}
