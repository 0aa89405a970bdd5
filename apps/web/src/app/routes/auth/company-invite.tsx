// Mantine's component styles beyond the sign-in page's, before the page's own.
import '../../../styles/mantine-rest.css';
import { useParams } from 'react-router';
import { InvitationVisitorPage } from '../../../features/organisations/components/invitation-visitor-page';

export function Component() {
  const { token = '' } = useParams();
  return <InvitationVisitorPage token={token} />;
}
