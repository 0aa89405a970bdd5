import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** GET /api/user/admin/export?format=csv with the list's filters, saved as a download. */
export async function exportUsers(filter: { Search: string; OrderBy: string }): Promise<void> {
  const blob = await api.get<Blob>('/user/admin/export', {
    query: { ...filter, format: 'csv' },
    responseType: 'blob',
  });
  downloadBlob(blob, `users-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
