import type { PendingInvitation } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/company/{id}/invitations: pending invitations (owners). */
export const getInvitations = (companyId: string): Promise<PendingInvitation[]> =>
  api.get<PendingInvitation[]>(`/company/${encodeURIComponent(companyId)}/invitations`);

export const invitationsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: organisationKeys.invitations(companyId),
    queryFn: () => getInvitations(companyId),
  });

export const useInvitations = (companyId: string, enabled: boolean) =>
  useQuery({ ...invitationsQueryOptions(companyId), enabled });
