import type { InvitationView } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { organisationKeys } from './query-keys';

/** GET /api/company/invite/{token}: who invites whom to what (readable before signing in). */
export const getInvitation = (token: string): Promise<InvitationView> =>
  api.get<InvitationView>(`/company/invite/${encodeURIComponent(token)}`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: organisationKeys.invitation(token),
    queryFn: () => getInvitation(token),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
