import { DeviceError } from '@ohp/devices';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { escapeHtml } from '../../../lib/escape-html';
import { i18next } from '../../../lib/i18n';

/** The translated message of any failure of the device layer (SPEC §8 keys live in the devices namespace). */
export function deviceErrorMessage(error: unknown): string {
  if (error instanceof DeviceError) return i18next.t(error.key, error.values);
  return i18next.t('devices:screens.errors.unexpected');
}

/**
 * Shows a device failure in the alert dialog. A disconnect is not shown here: the disconnect
 * event has its own attention alert (SPEC §4), and one alert is enough.
 */
export function showDeviceError(error: unknown): Promise<number> | undefined {
  if (error instanceof DeviceError && error.code === 'disconnected') return undefined;
  return showError(escapeHtml(deviceErrorMessage(error)));
}
