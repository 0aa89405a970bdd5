import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeviceBySerial } from '../api/get-device-by-serial';
import { CalibrationBadge } from './calibration-badge';

/**
 * For a connected device: its certificate state when it is registered to me, else the offer to
 * register it (/device/register/{serial}/{model}). Silent while loading or when the server fails.
 */
export function DeviceRegistrationOffer({ serialNumber, model }: { serialNumber: string; model: string }) {
  const { t } = useTranslation();
  const registered = useDeviceBySerial(serialNumber);
  if (registered.data === undefined) return null;
  if (registered.data) {
    return (
      <Group gap="xs" data-testid="device-registration">
        <CalibrationBadge state={registered.data.calibrationState} />
      </Group>
    );
  }
  return (
    <Group gap="xs" data-testid="device-registration">
      <Text size="sm">{t('organisations:register.notRegistered')}</Text>
      <Anchor component={Link} to={paths.app.deviceRegister.getHref(serialNumber, model)} size="sm">
        {t('organisations:register.submit')}
      </Anchor>
    </Group>
  );
}
