import type { JobSummary } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/jobs: background jobs by state and the latest ones, pending and failed first. */
export const getJobs = () => api.get<JobSummary>('/admin/jobs', { skipLoading: true });

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.jobs,
    queryFn: getJobs,
    // Jobs move on by themselves: the list follows while it is open.
    refetchInterval: 30_000,
  });

export const useJobs = () => useQuery(jobsQueryOptions());
