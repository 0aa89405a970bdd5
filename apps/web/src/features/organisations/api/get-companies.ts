import type { Company } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/company: the companies I have access to, with my role. */
export const getCompanies = (): Promise<Company[]> => api.get<Company[]>('/company');

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.companies, queryFn: getCompanies });

export const useCompanies = () => useQuery(companiesQueryOptions());
