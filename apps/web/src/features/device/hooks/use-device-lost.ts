import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { i18next } from '../../../lib/i18n';
import { deviceStore } from '../stores/device-store';

let unsubscribe: (() => void) | undefined;

/**
 * Installs the disconnect-event reaction of SPEC §4 (the store has already cleared the device and
 * the list): the attention alert, and the user is sent to /access-device. Installed by every device
 * screen; it stays installed after the screen unmounts (the router's navigate stays valid), so an
 * unplug noticed while the user is elsewhere still ends on /access-device.
 */
export function useDeviceLostRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    unsubscribe?.();
    unsubscribe = deviceStore.onLost(() => {
      void showWarning(
        i18next.t('devices:screens.disconnected.text'),
        i18next.t('common:alert.warningTitle'),
      );
      void navigate(paths.app.accessDevice.getHref());
    });
  }, [navigate]);
}
