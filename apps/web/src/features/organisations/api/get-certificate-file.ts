import { api } from '../../../lib/api-client';

/** GET /api/user-device/{id}/certificate-file: the certificate PDF, opened in a new tab. */
export async function openCertificateFile(id: string): Promise<void> {
  const blob = await api.get<Blob>(`/user-device/${encodeURIComponent(id)}/certificate-file`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
