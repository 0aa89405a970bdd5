import { Navigate } from 'react-router';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useSession } from '../../../lib/use-session';

/**
 * /admin for admins only. Anyone else is sent home, as for an unknown path: the server answers
 * them 404 on every admin call (docs/admin.md), so the panel would only show empty lists.
 */
export function Component() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <AdminPage />;
}
