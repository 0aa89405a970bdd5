// Mantine's other component styles, before the layout's and the screens' own (same cascade as one sheet).
import '../../../styles/mantine-rest.css';
import { AppLayout } from '../../../components/layouts/app-layout';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { equipmentMenu } from '../../domains';
import { setUpReadingPersistence } from '../../persisted-reading';

// A reading exists only signed in: its keeping (IndexedDB) and its forgetting at sign-out are set up
// with this layout, which every signed-in screen renders in, not by the sign-in page's entry.
setUpReadingPersistence();

// The signed-in layout is its own chunk: the side menu reads the measurement domains (device
// catalogue, family modules) and the header the notifications, none of which the sign-in page
// needs (docs/web-quality.md, "First load").
export function Component() {
  return <AppLayout equipment={equipmentMenu} notifications={<NotificationsBell />} />;
}
