import type { ArchiveSort } from '@ohp/contracts';

/**
 * Query keys of the archive: every key starts with `archive`, so that a change (upload, move,
 * share …) invalidates every list, the search, the permissions and the dashboard at once.
 */
export const archiveKeys = {
  all: ['archive'] as const,
  list: (parentId: string | null, sort: ArchiveSort) =>
    ['archive', 'list', parentId ?? 'root', sort] as const,
  search: (q: string, sort: ArchiveSort) => ['archive', 'search', q, sort] as const,
  sharedWithMe: ['archive', 'shared-with-me'] as const,
  shares: (id: string) => ['archive', 'shares', id] as const,
  permissions: ['archive', 'permissions'] as const,
  dashboard: ['archive', 'dashboard'] as const,
};
