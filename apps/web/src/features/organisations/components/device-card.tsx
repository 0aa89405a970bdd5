import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserDevice } from '@ohp/contracts';
import { formatLocalDate, fromIsoDate } from '@ohp/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { DeviceImage } from '../../../components/ui/device-image';
import { useDeleteDevice } from '../api/delete-device';
import { openCertificateFile } from '../api/get-certificate-file';
import { confirmRemoval } from '../lib/confirm';
import { CalibrationBadge } from './calibration-badge';
import { CertificateForm } from './certificate-form';

/** A calendar day (yyyy-mm-dd) in the language's pattern (dd/MM/yyyy; MM/dd/yyyy in English). */
const day = (iso: string) => formatLocalDate(currentLanguage(), fromIsoDate(iso)) || iso;

/** One registered device: image and model from the catalogue, serial, certificate and due state. */
export function DeviceCard({ device }: { device: UserDevice }) {
  const { t } = useTranslation();
  const remove = useDeleteDevice();
  const [editing, setEditing] = useState(false);
  const certificate = device.certificate;
  const onError = (error: unknown) => void showError(errorMessage(error));

  const onRemove = async () => {
    const ok = await confirmRemoval(
      t('organisations:devices.removeTitle'),
      t('organisations:devices.removeText', { serial: device.serialNumber }),
      t('organisations:devices.remove'),
    );
    if (ok) remove.mutate(device.id, { onError });
  };

  return (
    <Paper
      component="article"
      p="md"
      radius="lg"
      withBorder
      aria-label={`${device.model} ${device.serialNumber}`}
      data-testid="device-card"
      data-state={device.calibrationState}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <DeviceImage family={device.family} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h5">
              {device.model}
            </Title>
            <Text size="sm">{t('organisations:devices.serial', { serial: device.serialNumber })}</Text>
          </div>
          <CalibrationBadge state={device.calibrationState} />
        </Group>
        {certificate ? (
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
            <Text component="dt" size="xs" c="dimmed">
              {t('organisations:certificate.laboratory')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {certificate.laboratory}
            </Text>
            <Text component="dt" size="xs" c="dimmed">
              {t('organisations:certificate.certificateNumber')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {certificate.certificateNumber}
            </Text>
            <Text component="dt" size="xs" c="dimmed">
              {t('organisations:certificate.calibrationDate')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {day(certificate.calibrationDate)}
            </Text>
            <Text component="dt" size="xs" c="dimmed">
              {t('organisations:certificate.nextCalibrationDate')}
            </Text>
            <Text component="dd" size="sm" m={0} fw={600}>
              {day(certificate.nextCalibrationDate)}
            </Text>
          </dl>
        ) : (
          <Text size="sm" c="dimmed">
            {t('organisations:devices.noCertificate')}
          </Text>
        )}
        {editing ? (
          <CertificateForm device={device} onDone={() => setEditing(false)} />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t(
                certificate
                  ? 'organisations:devices.editCertificate'
                  : 'organisations:devices.addCertificate',
              )}
            </Button>
            {certificate?.hasFile ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => openCertificateFile(device.id).catch(onError)}
              >
                {t('organisations:devices.openPdf')}
              </Button>
            ) : null}
            <Button size="xs" color="red" variant="subtle" onClick={() => void onRemove()}>
              {t('organisations:devices.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
