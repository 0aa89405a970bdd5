import type { UserDevice } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** PUT /api/user-device/{id}/certificate-file: the certificate PDF (the server checks %PDF-). */
export function uploadCertificateFile({ id, file }: { id: string; file: File }): Promise<UserDevice> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.put<UserDevice>(`/user-device/${encodeURIComponent(id)}/certificate-file`, body);
}

export function useUploadCertificateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificateFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.devices }),
  });
}
