import type { OidcConfig } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/login/oidc-config: whether third-party sign-in is on, and where to send the browser. */
export function getOidcConfig(): Promise<OidcConfig> {
  return api.get<OidcConfig>('/login/oidc-config', { skipLoading: true, skipAuthRenewal: true });
}

export function oidcConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'oidc-config'] as const,
    queryFn: getOidcConfig,
    staleTime: 5 * 60_000,
  });
}

export function useOidcConfig() {
  return useQuery(oidcConfigQueryOptions());
}
