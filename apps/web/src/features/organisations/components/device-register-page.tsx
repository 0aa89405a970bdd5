import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { catalogueEntry, deviceTypeFromSerial } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { DeviceImage } from '../../../components/ui/device-image';
import { useDeviceBySerial } from '../api/get-device-by-serial';
import { useRegisterDevice } from '../api/register-device';

/**
 * /device/register/{id}/{name}: registers the connected device — `id` is its serial number and
 * `name` the model shown by the selected-device screen.
 */
export function DeviceRegisterPage({ serialNumber, name }: { serialNumber: string; name: string }) {
  const { t } = useTranslation();
  const existing = useDeviceBySerial(serialNumber);
  const register = useRegisterDevice();
  const entry = catalogueEntry(deviceTypeFromSerial(serialNumber));
  const registered = existing.data ?? register.data;
  return (
    <Stack maw={640} gap="lg" data-testid="device-register-page">
      <Title order={1}>{t('organisations:register.title')}</Title>
      <Paper component="section" p="lg" radius="lg" withBorder aria-label={t('organisations:register.title')}>
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <DeviceImage family={entry.family} size={40} />
            <div>
              <Text fw={700}>{name || entry.name}</Text>
              <Text size="sm">{t('organisations:devices.serial', { serial: serialNumber })}</Text>
            </div>
          </Group>
          {existing.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
          {registered ? (
            <Alert color="teal" role="status">
              {t('organisations:register.done')}
            </Alert>
          ) : null}
          {register.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(register.error)}
            </Alert>
          ) : null}
          {existing.data === null && !register.data ? <Text>{t('organisations:register.offer')}</Text> : null}
          <Group gap="sm">
            {existing.data === null && !register.data ? (
              <Button loading={register.isPending} onClick={() => register.mutate(serialNumber)}>
                {t('organisations:register.submit')}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={paths.app.devices.getHref()}
              variant={registered ? 'filled' : 'default'}
            >
              {t('organisations:register.toDevices')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
