import type { Certificate } from '@ohp/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { deviceBySerialQueryOptions } from '../api/get-device-by-serial';

/**
 * The calibration certificate of my registered device with this serial (the instrument passport):
 * undefined while unknown or without a serial, null when the serial is not mine or has no certificate.
 */
export function useInstrumentCertificate(serialNumber: string | undefined): Certificate | null | undefined {
  const query = useQuery({
    ...deviceBySerialQueryOptions(serialNumber ?? ''),
    enabled: Boolean(serialNumber),
  });
  if (!serialNumber) return undefined;
  if (query.isError) return null;
  return query.data === undefined ? undefined : (query.data?.certificate ?? null);
}

/**
 * Starts the look-up the hook makes, before the screen that uses it mounts (a saved measurement's
 * route, once its file is open): its answer then arrives with the first render instead of
 * re-rendering the whole viewer in the middle of its first charts.
 */
export function prefetchInstrumentCertificate(
  queryClient: QueryClient,
  serialNumber: string | undefined,
): void {
  if (serialNumber) void queryClient.prefetchQuery(deviceBySerialQueryOptions(serialNumber));
}
