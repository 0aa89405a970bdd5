import { Alert, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { type Certificate, calibrationState } from '@ohp/contracts';
import { formatDate } from '@ohp/i18n';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** yyyy-MM-dd of an instant in the local calendar (the day the instrument measured). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const shownDay = (day: string) => (day ? formatDate(new Date(`${day}T12:00:00`)) : '-');

interface InstrumentCertificateProps {
  /** The registered device's certificate; null when the serial is not registered or has none. */
  certificate: Certificate | null | undefined;
  /** When the measurement started: the certificate is judged on that day. */
  measuredOn: Date;
}

/**
 * The instrument passport of a reading, shared by the domain viewers: the registered device's
 * calibration certificate, in red with the out-of-calibration sentence when it had expired on the
 * measurement day (the contracts' `calibrationState(next, day) === 'overdue'`).
 */
export function InstrumentCertificate({ certificate, measuredOn }: InstrumentCertificateProps) {
  const { t } = useTranslation();
  if (certificate === undefined) return null;
  if (certificate === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="instrument-certificate" data-state="none">
        {t('organisations:passport.none')}
      </Text>
    );
  }
  const day = localDay(measuredOn);
  const expired = calibrationState(certificate.nextCalibrationDate, day) === 'overdue';
  const fields: Array<[string, string]> = [
    [t('organisations:passport.laboratory'), certificate.laboratory],
    [t('organisations:passport.certificateNumber'), certificate.certificateNumber],
    [t('organisations:passport.calibrationDate'), shownDay(certificate.calibrationDate)],
    [t('organisations:passport.nextCalibrationDate'), shownDay(certificate.nextCalibrationDate)],
  ];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      mb="md"
      data-testid="instrument-certificate"
      data-state={expired ? 'expired' : 'valid'}
      style={expired ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Title order={3} size="h6" mb="xs">
        {t('organisations:passport.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" c={expired ? 'red.7' : undefined} fw={expired ? 600 : undefined}>
              {value || '-'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {expired ? (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('organisations:passport.outOfCalibration')}
          role="alert"
        >
          {t('organisations:passport.outOfCalibrationDetail', {
            next: shownDay(certificate.nextCalibrationDate),
            date: formatDate(measuredOn),
          })}
        </Alert>
      ) : null}
    </Paper>
  );
}
