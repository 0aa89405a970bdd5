import type {
  Measurement,
  MeasurementDomain,
  MeasurementFamilyFilter,
  MeasurementSort,
} from '@ohp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/measurements: the user's saved measurements of a domain (and families), searched and
// sorted on the server. Every measurements query key starts with `measurementsKey`, so a change
// invalidates them all at once.

export const measurementsKey = ['measurements'] as const;

export interface MeasurementsQuery {
  domain?: MeasurementDomain | undefined;
  families?: readonly MeasurementFamilyFilter[] | undefined;
  search?: string | undefined;
  sort?: MeasurementSort | undefined;
}

export function getMeasurements(q: MeasurementsQuery): Promise<Measurement[]> {
  return api.get<Measurement[]>('/measurements', {
    query: {
      domain: q.domain,
      family: q.families && q.families.length > 0 ? q.families.join(',') : undefined,
      search: q.search?.trim() || undefined,
      sort: q.sort ?? '-createdAt',
    },
  });
}

export const getMeasurementsQueryOptions = (q: MeasurementsQuery) =>
  queryOptions({
    queryKey: [
      ...measurementsKey,
      'list',
      q.domain ?? '',
      (q.families ?? []).join(','),
      q.search?.trim() ?? '',
      q.sort ?? '-createdAt',
    ],
    queryFn: () => getMeasurements(q),
    // Typing in the search keeps the current rows on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useMeasurements(q: MeasurementsQuery) {
  return useQuery(getMeasurementsQueryOptions(q));
}
