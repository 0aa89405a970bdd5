import type { Company, CompanyInput } from '@ohp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** POST /api/company: I become its owner. */
export const createCompany = (input: CompanyInput): Promise<Company> => api.post<Company>('/company', input);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.companies }),
  });
}
