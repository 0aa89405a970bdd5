import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { DeviceRecord, Reading } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { instrumentName } from '../../lib/family-names';
import type { CurrentReading } from '../../stores/reading-store';
import classes from './reading.module.css';
import { RecordTables } from './record-table';

/** The parsed device record of any reading; undefined for a samples CSV. */
function recordOf(reading: Reading): DeviceRecord | undefined {
  return reading.domain === 'noise' ? reading.noise.record : reading.record;
}

/**
 * A reading whose measurement domain has no web module yet (heat, vibration, CO2 today): the
 * translated "analysis is coming" with the parsed record, never a crash.
 */
export function ComingAnalysis({ current }: { current: CurrentReading }) {
  const { t } = useTranslation();
  const { reading } = current;
  const record = recordOf(reading);
  const name = instrumentName(reading.family, reading.model);
  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Text className={classes.overline}>{t('app:screens.uploadRead.title')}</Text>
        <Title order={1} className={classes.title} data-testid="reading-title">
          {current.fileName}
        </Title>
      </div>
      <Stack gap="lg" data-testid="data-viewer" data-viewer={reading.domain} data-family={reading.family}>
        <Group gap="xs">
          <Badge variant="light">{name}</Badge>
          <Badge variant="light" color="gray">
            {t(`app:readings.domains.${reading.domain}`)}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="analysis-coming">
            {t('app:readings.coming')}
          </Text>
        </Group>
        {record ? <RecordTables record={record} /> : null}
      </Stack>
    </Stack>
  );
}
