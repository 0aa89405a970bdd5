import type { CertificateInput, UserDevice } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** PATCH /api/user-device/update-certificate (SPEC §7): the four certificate fields. */
export const updateCertificate = (input: CertificateInput): Promise<UserDevice> =>
  api.patch<UserDevice>('/user-device/update-certificate', input);

export function useUpdateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.devices }),
  });
}
