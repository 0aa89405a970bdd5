import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { co2proCall, co2proKeys } from './co2pro-error';

// GET /api/co2pro/file/{id}: the saved file's text in `data` (SPEC §4: loaded before the viewer).

export function getCo2proFile(id: string): Promise<string> {
  return co2proCall(() => api.get<string>(`/co2pro/file/${encodeURIComponent(id)}`));
}

/**
 * The same answer as downloaded, its JSON not parsed: the viewer's worker parses it (the text of a
 * 7-day record is ≈ 14 MB; parsing it here held the main thread).
 */
export function getCo2proFileAnswer(id: string): Promise<Blob> {
  return co2proCall(() => api.get<Blob>(`/co2pro/file/${encodeURIComponent(id)}`, { responseType: 'blob' }));
}

export const getCo2proFileQueryOptions = (id: string) =>
  queryOptions({ queryKey: co2proKeys.file(id), queryFn: () => getCo2proFile(id), staleTime: 30_000 });

export function useCo2proFile(id: string) {
  return useQuery(getCo2proFileQueryOptions(id));
}
