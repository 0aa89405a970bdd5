import { ArchivePage } from '../../../features/archive';
import type { GroupOptions } from '../../../features/archive';
import { useMyGroups } from '../../../features/organisations/api/get-my-groups';
import { useSession } from '../../../lib/use-session';
import { archiveOpenHref } from '../../archive-links';

/** The groups I belong to, as the archive's share dialog lists them ("group — company"). */
function useGroupOptions(): GroupOptions {
  const groups = useMyGroups();
  return {
    options: (groups.data ?? []).map((g) => ({ value: g.id, label: `${g.description} — ${g.companyName}` })),
    loading: groups.isPending,
    error: groups.isError,
  };
}

export function Component() {
  const { user } = useSession();
  return <ArchivePage userId={user?.id} openHref={archiveOpenHref} useGroupOptions={useGroupOptions} />;
}
