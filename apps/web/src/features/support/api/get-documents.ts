import type { DeviceFamily, DocumentCategory, SupportItem } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';

/** GET /api/documents?device=&category=: support documents in my language. */
export const getDocuments = (device?: DeviceFamily, category?: DocumentCategory): Promise<SupportItem[]> =>
  api.get<SupportItem[]>('/documents', { query: { device, category } });

export const documentsQueryOptions = (device?: DeviceFamily, category?: DocumentCategory) =>
  queryOptions({
    queryKey: ['support', 'documents', device ?? 'all', category ?? 'all'],
    queryFn: () => getDocuments(device, category),
  });

export const useDocuments = (device?: DeviceFamily, category?: DocumentCategory) =>
  useQuery(documentsQueryOptions(device, category));

/** The PDF's address (a public route: opened in a new tab without a token). */
export const documentFileUrl = (id: string) => buildUrl(`/documents/${encodeURIComponent(id)}/file`);
