import type { UserDevice } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/user-device: my devices, by next calibration date, with their due state. */
export const getUserDevices = (): Promise<UserDevice[]> => api.get<UserDevice[]>('/user-device');

export const userDevicesQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.devices, queryFn: getUserDevices });

export const useUserDevices = () => useQuery(userDevicesQueryOptions());
