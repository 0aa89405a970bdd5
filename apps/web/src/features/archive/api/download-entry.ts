import type { ArchiveEntry } from '@ohp/contracts';
import { api } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/**
 * GET /api/archive/{id}/download through the API client (an <a href> cannot send the bearer
 * token, and the client renews an expired one), saved under the entry's name.
 */
export async function downloadEntry(entry: Pick<ArchiveEntry, 'id' | 'name'>): Promise<void> {
  const blob = await api.get<Blob>(`/archive/${encodeURIComponent(entry.id)}/download`, {
    responseType: 'blob',
  });
  downloadBlob(blob, entry.name);
}
