import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/user/admin/export?format=csv|xlsx with the list's filters, saved as a download. */
export async function exportUsers(request: {
  filter: { Search: string; OrderBy: string };
  format: ExportFormat;
}): Promise<void> {
  const blob = await api.get<Blob>('/user/admin/export', {
    query: { ...request.filter, format: request.format },
    responseType: 'blob',
  });
  downloadBlob(blob, `users-${new Date().toISOString().slice(0, 10)}.${request.format}`);
}

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
