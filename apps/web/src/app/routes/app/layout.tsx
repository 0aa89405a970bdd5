// Mantine's other component styles, before the layout's and the screens' own (same cascade as one sheet).
import '../../../styles/mantine-rest.css';
import { AppLayout } from '../../../components/layouts/app-layout';
import { NotificationsBell } from '../../../features/notifications/components/notifications-bell';
import { equipmentMenu } from '../../domains';

// The signed-in layout is its own chunk: the side menu reads the measurement domains (device
// catalogue, family modules) and the header the notifications, none of which the sign-in page
// needs (docs/web-quality.md, "First load").
export function Component() {
  return <AppLayout equipment={equipmentMenu} notifications={<NotificationsBell />} />;
}
