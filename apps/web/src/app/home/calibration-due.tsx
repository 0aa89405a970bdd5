import { Alert, Anchor } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useUserDevices } from '../../features/organisations/api/get-user-devices';

/**
 * My devices whose calibration certificate is due within 30 days or overdue (issue 13's dashboard
 * count); nothing when every certificate is in order, or while the list loads or fails.
 */
export function CalibrationDue() {
  const { t } = useTranslation();
  const devices = useUserDevices();
  const list = devices.data ?? [];
  const overdue = list.filter((d) => d.calibrationState === 'overdue').length;
  const due = list.filter((d) => d.calibrationState === 'due').length;
  if (overdue + due === 0) return null;
  return (
    <Alert
      color={overdue > 0 ? 'red' : 'yellow'}
      variant="light"
      icon={<IconCertificate size={20} />}
      title={t('app:home.calibration.title')}
      data-testid="home-calibration-due"
    >
      {t('app:home.calibration.text', { overdue, due })}{' '}
      <Anchor component={Link} to={paths.app.devices.getHref()}>
        {t('app:home.calibration.link')}
      </Anchor>
    </Alert>
  );
}
