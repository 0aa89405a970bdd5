import type { User } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user: the signed-in user (userSchema of @ohp/contracts). */
export function getUser(): Promise<User> {
  return api.get<User>('/user');
}

export const userQueryKey = ['user'] as const;

export function userQueryOptions() {
  return queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 });
}

export function useUser() {
  return useQuery(userQueryOptions());
}
