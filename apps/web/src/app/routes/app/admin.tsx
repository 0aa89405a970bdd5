import { AdminPage } from '../../../features/admin/components/admin-page';

export function Component() {
  return <AdminPage />;
}
