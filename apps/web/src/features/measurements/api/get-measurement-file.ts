import type { Measurement } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeasurement } from './get-measurement';
import { measurementsKey } from './get-measurements';

// GET /api/measurements/{id}/file: the file as saved (device record, DoseMax V2 file or samples
// CSV), as a Blob — not decoded here: a domain may read its bytes in a worker.

export function getMeasurementFile(id: string): Promise<Blob> {
  return api.get<Blob>(`/measurements/${encodeURIComponent(id)}/file`, { responseType: 'blob' });
}

/** Reads a downloaded file: the domain's reader (e.g. in a worker), told the saved family. */
export type SavedFileReader<T> = (blob: Blob, measurement: Measurement) => Promise<T>;

/** Performance marks of opening a saved measurement (read by bench/noise/viewer.ts). */
function measureSince(name: string, start: number): void {
  try {
    performance.measure(`ohp-noise:${name}`, { start, end: performance.now() });
  } catch {
    // No User Timing (old browser, some test environments): nothing to record.
  }
}

/**
 * The measurement, its file and the file read: a viewer needs all three before it can show
 * anything. Reading here lets the route loader start download and parse while the viewer's code is
 * still loading.
 */
export const getOpenMeasurementQueryOptions = <T>(id: string, read: SavedFileReader<T>) =>
  queryOptions({
    queryKey: [...measurementsKey, 'open', id],
    queryFn: async () => {
      const start = performance.now();
      const [measurement, blob] = await Promise.all([getMeasurement(id), getMeasurementFile(id)]);
      measureSince('download', start);
      const parseStart = performance.now();
      const file = await read(blob, measurement);
      measureSince('parse', parseStart);
      return { measurement, file };
    },
    staleTime: 30_000,
    gcTime: 30_000,
  });

export function useOpenMeasurement<T>(id: string, read: SavedFileReader<T>) {
  return useQuery(getOpenMeasurementQueryOptions(id, read));
}
