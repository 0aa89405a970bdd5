import { useQueries } from '@tanstack/react-query';
import { ArchivePage } from '../../../features/archive';
import type { GroupOptions } from '../../../features/archive';
import { useCompanies } from '../../../features/organisations/api/get-companies';
import { groupsQueryOptions } from '../../../features/organisations/api/get-groups';
import { useSession } from '../../../lib/use-session';
import { archiveOpenHref } from '../../archive-links';

/**
 * The groups the share dialog offers: the active groups of every company I have access to, as
 * "group — company". Not only `GET group/mine` (groups I am a member of): the owner of a company
 * who made a group for their team is usually not in it, and the server accepts a share with any
 * group of the sharer's companies.
 */
function useGroupOptions(): GroupOptions {
  const companies = useCompanies();
  const list = companies.data ?? [];
  const groups = useQueries({ queries: list.map((c) => groupsQueryOptions(c.id)) });
  return {
    options: groups.flatMap((q, i) =>
      (q.data ?? [])
        .filter((g) => g.active)
        .map((g) => ({ value: g.id, label: `${g.description} — ${list[i]?.corporateName ?? ''}` })),
    ),
    loading: companies.isPending || groups.some((q) => q.isPending),
    error: companies.isError || groups.some((q) => q.isError),
  };
}

export function Component() {
  const { user } = useSession();
  return <ArchivePage userId={user?.id} openHref={archiveOpenHref} useGroupOptions={useGroupOptions} />;
}
