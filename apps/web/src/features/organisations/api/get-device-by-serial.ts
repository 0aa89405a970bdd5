import type { UserDevice } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/user-device/by-serial-number: my device with this serial, null when I have not registered it. */
export const getDeviceBySerial = (serialNumber: string): Promise<UserDevice | null> =>
  api.get<UserDevice | null>('/user-device/by-serial-number', { query: { serialNumber }, skipLoading: true });

export const deviceBySerialQueryOptions = (serialNumber: string) =>
  queryOptions({
    queryKey: [...organisationKeys.devices, 'serial', serialNumber] as const,
    queryFn: () => getDeviceBySerial(serialNumber),
  });

export const useDeviceBySerial = (serialNumber: string) => useQuery(deviceBySerialQueryOptions(serialNumber));
