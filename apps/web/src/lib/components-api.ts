import type { Component } from '@ohp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

// The saved components of one measurement domain (SPEC §3 "Component", /api/components): heat and
// vibration list, save, change and delete theirs alike. Every query key of a domain starts with
// `key` (['components', domain]), so a change invalidates them all.

/** A component to save: typed in, or cut from the saved measurement `measurementId`. */
export interface ComponentCreate<Data> {
  description: string;
  measurementId?: string | undefined;
  data: Data;
}

/** A rename and/or new data. */
export interface ComponentPatch<Data> {
  description?: string | undefined;
  data?: Data | undefined;
}

/** A mutation that invalidates the queries under `key` once it succeeds. */
function useInvalidating<Variables, Result>(
  key: readonly string[],
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The hooks of one domain's components; made once at module level, so each hook keeps its identity. */
export function componentsApi<Data, Patch = ComponentPatch<Data>>(domain: 'heat' | 'vibration') {
  const key = ['components', domain] as const;
  const path = (id: string) => `/components/${encodeURIComponent(id)}`;

  return {
    key,
    /** GET /api/components?domain=…: the user's saved components of the domain. */
    useList: () =>
      useQuery(
        queryOptions({
          queryKey: [...key, 'list'],
          queryFn: () => api.get<Component[]>('/components', { query: { domain } }),
        }),
      ),
    /** POST /api/components {domain, description, measurementId?, data}. */
    useCreate: () =>
      useInvalidating(key, (input: ComponentCreate<Data>) =>
        api.post<Component>('/components', {
          domain,
          description: input.description,
          ...(input.measurementId ? { measurementId: input.measurementId } : {}),
          data: input.data,
        }),
      ),
    /** PATCH /api/components/{id}. */
    useUpdate: () =>
      useInvalidating(key, ({ id, patch }: { id: string; patch: Patch }) =>
        api.patch<Component>(path(id), patch),
      ),
    /** DELETE /api/components/{id}. */
    useDelete: () => useInvalidating(key, (id: string) => api.delete<void>(path(id))),
  };
}
