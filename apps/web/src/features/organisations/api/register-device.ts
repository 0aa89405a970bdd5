import type { UserDevice } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** POST /api/user-device?serialNumber= (SPEC §7). */
export const registerDevice = (serialNumber: string): Promise<UserDevice> =>
  api.post<UserDevice>('/user-device', undefined, { query: { serialNumber } });

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.devices }),
  });
}
