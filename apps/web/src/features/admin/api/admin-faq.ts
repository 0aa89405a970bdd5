import type { Faq } from '@ohp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const faqKey = ['admin', 'faq'] as const;

/** GET /api/admin/support/faq: the FAQ in every language (the shipped one until edited). */
export const useAdminFaq = () =>
  useQuery({ queryKey: faqKey, queryFn: () => api.get<Faq>('/admin/support/faq') });

/** PUT /api/admin/support/faq: replaces the FAQ; the Help screen's lists are refetched. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faq: Faq) => api.put('/admin/support/faq', faq),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: faqKey }),
        queryClient.invalidateQueries({ queryKey: ['support', 'faq'] }),
      ]),
  });
}
