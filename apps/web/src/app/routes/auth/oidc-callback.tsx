import { OidcCallback } from '../../../features/auth/components/oidc-callback';

export function Component() {
  return <OidcCallback />;
}
