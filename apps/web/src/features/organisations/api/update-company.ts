import type { Company, CompanyInput } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** PUT /api/company/{id} (owners). */
export const updateCompany = ({ id, ...input }: CompanyInput & { id: string }): Promise<Company> =>
  api.put<Company>(`/company/${encodeURIComponent(id)}`, input);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.companies }),
  });
}
