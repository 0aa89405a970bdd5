import type { FaqEntry } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** GET /api/support/faq: the Help screen's questions in my language (refetched when it changes). */
export const faqQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['support', 'faq', language],
    queryFn: () => api.get<FaqEntry[]>('/support/faq'),
  });

export function useFaq() {
  const { i18n } = useTranslation();
  return useQuery(faqQueryOptions(i18n.language));
}
