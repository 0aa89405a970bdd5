import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { organisationLimits, serialNumberField } from '@ohp/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useUserDevices } from '../api/get-user-devices';
import { useRegisterDevice } from '../api/register-device';
import { DeviceCard } from './device-card';

function RegisterBySerial() {
  const { t } = useTranslation();
  const register = useRegisterDevice();
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serialNumberField.safeParse(serial);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    register.mutate(parsed.data, {
      onSuccess: () => setSerial(''),
      onError: (e) => void showError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('organisations:devices.register')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('organisations:devices.serialLabel')}
          value={serial}
          onChange={(e) => setSerial(e.currentTarget.value)}
          maxLength={organisationLimits.serialNumber}
          error={error ? t(error) : undefined}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={register.isPending}>
          {t('organisations:devices.register')}
        </Button>
      </Group>
    </form>
  );
}

/** /devices: my devices as cards, sorted by next calibration date, with due and overdue marks. */
export function DevicesPage() {
  const { t } = useTranslation();
  const devices = useUserDevices();
  const due = devices.data?.filter((d) => d.calibrationState === 'due').length ?? 0;
  const overdue = devices.data?.filter((d) => d.calibrationState === 'overdue').length ?? 0;
  return (
    <Stack gap="lg" maw={1100} data-testid="devices-page">
      <div>
        <Title order={1}>{t('organisations:devices.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('organisations:devices.subtitle')}
        </Text>
      </div>
      <RegisterBySerial />
      {devices.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
      {devices.isError ? (
        <Text role="alert">
          {t('organisations:devices.fetchError')} {errorMessage(devices.error)}
        </Text>
      ) : null}
      {devices.data && (due > 0 || overdue > 0) ? (
        <Text role="status" fw={600}>
          {t('organisations:devices.summary', { due, overdue })}
        </Text>
      ) : null}
      {devices.data && devices.data.length === 0 ? (
        <Text c="dimmed">{t('organisations:devices.none')}</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {(devices.data ?? []).map((device) => (
          <DeviceCard key={device.id} device={device} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
