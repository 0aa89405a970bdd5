import type { AdminListQuery, AdminUserQuery, AuditQuery } from '@ohp/contracts';

/** Query keys of the admin feature: a mutation invalidates the lists it changes. */
export const adminKeys = {
  users: (query: AdminUserQuery) => ['admin', 'users', query] as const,
  allUsers: ['admin', 'users'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  allAudit: ['admin', 'audit'] as const,
  jobs: ['admin', 'jobs'] as const,
  list: (kind: 'companies' | 'components', query: AdminListQuery) => ['admin', kind, query] as const,
};
