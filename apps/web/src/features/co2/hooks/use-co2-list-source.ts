import type { Measurement, MeasurementSort } from '@ohp/contracts';
import { useMemo } from 'react';
import type { MeasurementListSource, UseMeasurementListSource } from '../../../lib/web-domain';
import { useDeleteCo2pro } from '../api/delete-co2pro';
import { useCo2pros } from '../api/get-co2pros';
import { useUpdateCo2proDescription } from '../api/update-co2pro-description';
import { measurementOfCo2pro } from '../lib/as-measurement';

// /measurements-list/co2pro through the co2pro API: GET co2pro (one page of everything, SPEC §7
// defaults), searched and sorted here; rename by PATCH co2pro/{id}/description; DELETE co2pro/{id}.

/** Search (description and file name, any case) and sort of the list's rows. */
export function searchAndSort(
  rows: readonly Measurement[],
  search: string,
  sort: MeasurementSort,
): Measurement[] {
  const needle = search.trim().toLocaleLowerCase();
  const found = needle
    ? rows.filter(
        (m) =>
          m.description.toLocaleLowerCase().includes(needle) ||
          m.fileName.toLocaleLowerCase().includes(needle),
      )
    : [...rows];
  const descending = sort.startsWith('-');
  const key = sort.replace('-', '') as 'createdAt' | 'description' | 'fileName';
  return found.sort((a, b) => {
    const order = key === 'createdAt' ? a.createdAt.localeCompare(b.createdAt) : a[key].localeCompare(b[key]);
    return (descending ? -order : order) || b.createdAt.localeCompare(a.createdAt);
  });
}

export const useCo2ListSource: UseMeasurementListSource = ({ search, sort }) => {
  const query = useCo2pros();
  const rename = useUpdateCo2proDescription();
  const remove = useDeleteCo2pro();
  const data = useMemo(
    () => (query.data ? searchAndSort(query.data.map(measurementOfCo2pro), search, sort) : undefined),
    [query.data, search, sort],
  );
  const source: MeasurementListSource = {
    list: { data, isPending: query.isPending, isError: query.isError, error: query.error },
    rename: (id, description) => rename.mutateAsync({ id, description }),
    remove: (id) => remove.mutateAsync(id),
  };
  return source;
};
