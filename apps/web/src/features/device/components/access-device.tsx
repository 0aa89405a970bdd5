import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { catalogueEntry, type DeviceFamily, deviceFamilies, demoFamily, typeOfFamily } from '@ohp/devices';
import {
  IconAlertTriangle,
  IconFileUpload,
  IconFlask,
  IconListCheck,
  IconSearch,
  IconUsb,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeviceLostRedirect } from '../hooks/use-device-lost';
import { browserSupport } from '../lib/browser-support';
import { connectDemo, searchAndConnect } from '../lib/connect';
import { showDeviceError } from '../lib/device-errors';
import { installTestSerial } from '../lib/emulated-serial';
import classes from './device.module.css';

const steps = [
  { key: 'connect', Icon: IconUsb },
  { key: 'search', Icon: IconSearch },
  { key: 'select', Icon: IconListCheck },
] as const;

/** /access-device (SPEC §2): three illustrated steps, Search, the upload link and the demo device. */
export function AccessDevice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDeviceLostRedirect();
  // Test mode only (browser tests set a flag before the page loads); a no-op otherwise.
  const support = useMemo(() => {
    installTestSerial();
    return browserSupport();
  }, []);
  const [busy, setBusy] = useState<'search' | 'demo' | undefined>();
  const [family, setFamily] = useState<DeviceFamily>(demoFamily);

  const run = async (kind: 'search' | 'demo') => {
    setBusy(kind);
    try {
      await (kind === 'search' ? searchAndConnect() : connectDemo(family));
      void navigate(paths.app.accessDeviceSelect.getHref());
    } catch (error) {
      void showDeviceError(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} className={classes.title}>
          {t('app:screens.accessDevice.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('devices:screens.access.lead')}
        </Text>
      </div>

      {support !== 'supported' ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('devices:connection.browserNotSupported')}
          data-testid="browser-not-supported"
        >
          {t(`devices:screens.access.unsupported.${support}`)}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {steps.map(({ key, Icon }, index) => (
          <Paper key={key} p="lg" radius="lg" className={classes.step}>
            <Stack gap="sm">
              <div className={classes.illustration} aria-hidden="true">
                <Icon size={48} stroke={1.3} />
              </div>
              <Text className={classes.stepNumber}>{t('devices:screens.access.step', { n: index + 1 })}</Text>
              <Text fw={600}>{t(`devices:screens.access.steps.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`devices:screens.access.steps.${key}.text`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Group gap="md" align="center">
        <Button
          size="md"
          leftSection={<IconSearch size={18} />}
          disabled={support !== 'supported' || busy !== undefined}
          loading={busy === 'search'}
          onClick={() => void run('search')}
        >
          {t('devices:screens.access.search')}
        </Button>
        <Anchor component={Link} to={paths.app.upload.getHref()}>
          <Group gap={6} wrap="nowrap">
            <IconFileUpload size={18} />
            {t('devices:screens.access.uploadLink')}
          </Group>
        </Anchor>
      </Group>

      <Paper p="lg" radius="lg" className={classes.demo} data-testid="demo-device">
        <Stack gap="sm">
          <Group gap="xs">
            <IconFlask size={20} />
            <Text fw={600}>{t('devices:screens.demo.title')}</Text>
            <Badge color="yellow" variant="light">
              {t('devices:screens.demo.badge')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('devices:screens.demo.text')}
          </Text>
          <Group align="flex-end" gap="sm">
            <Select
              label={t('devices:screens.demo.family')}
              data={deviceFamilies.map((f) => ({ value: f, label: catalogueEntry(typeOfFamily(f)).name }))}
              value={family}
              onChange={(value) => {
                if (value) setFamily(value as DeviceFamily);
              }}
              allowDeselect={false}
              w={220}
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconFlask size={18} />}
              loading={busy === 'demo'}
              disabled={busy !== undefined}
              onClick={() => void run('demo')}
            >
              {t('devices:screens.demo.connect')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
