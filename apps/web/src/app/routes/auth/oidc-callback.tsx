// Mantine's component styles beyond the sign-in page's, before the page's own.
import '../../../styles/mantine-rest.css';
import { OidcCallback } from '../../../features/auth/components/oidc-callback';

export function Component() {
  return <OidcCallback />;
}
