import type { SupportLinks } from '@ohp/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/support/links: Store, Training and Blog addresses from the server's configuration
 * (STORE_URL, TRAINING_URL, BLOG_URL). They change only with a restart, so they are read once.
 */
export const useSupportLinks = () =>
  useQuery({
    queryKey: ['support', 'links'],
    queryFn: () => api.get<SupportLinks>('/support/links'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
