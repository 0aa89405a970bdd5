import { GroupPage } from '../../../features/organisations/components/group-page';

export function Component() {
  return <GroupPage />;
}
