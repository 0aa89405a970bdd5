import type { DeviceFamily, SupportItem } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';

/** GET /api/documents?device=: support documents in my language. */
export const getDocuments = (device?: DeviceFamily): Promise<SupportItem[]> =>
  api.get<SupportItem[]>('/documents', { query: { device } });

export const documentsQueryOptions = (device?: DeviceFamily) =>
  queryOptions({ queryKey: ['support', 'documents', device ?? 'all'], queryFn: () => getDocuments(device) });

export const useDocuments = (device?: DeviceFamily) => useQuery(documentsQueryOptions(device));

/** The PDF's address (a public route: opened in a new tab without a token). */
export const documentFileUrl = (id: string) => buildUrl(`/documents/${encodeURIComponent(id)}/file`);
