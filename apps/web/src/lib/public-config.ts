import type { PublicConfig } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/config: the server's own limits (BODY_LIMIT_MB), read once per session. */
export const getPublicConfig = (): Promise<PublicConfig> =>
  api.get<PublicConfig>('/config', { skipLoading: true, skipAuthRenewal: true });

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
