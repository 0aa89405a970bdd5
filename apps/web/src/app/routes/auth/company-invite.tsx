import { useParams } from 'react-router';
import { InvitationVisitorPage } from '../../../features/organisations/components/invitation-visitor-page';

export function Component() {
  const { token = '' } = useParams();
  return <InvitationVisitorPage token={token} />;
}
