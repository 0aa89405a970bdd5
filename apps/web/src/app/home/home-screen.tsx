import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MeasurementDomain } from '@ohp/contracts';
import {
  IconCloudFog,
  IconCloudUpload,
  IconDeviceDesktopAnalytics,
  IconEar,
  IconFileUpload,
  IconPlugConnected,
  IconTemperature,
  IconWaveSine,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { measurementHref } from '../../config/measurement-routes';
import { useMeasurements } from '../../features/measurements/api/get-measurements';
import { instrumentName } from '../../lib/family-names';
import { currentDateLocale } from '../../lib/i18n';
import { CalibrationDue } from './calibration-due';
import { DashboardFigures } from './dashboard-figures';
import { OfferBanner } from './offer-banner';
import classes from './home-screen.module.css';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

/** Quick actions; `ns` is where their texts live (`<ns>.<key>.title` and `.text`). */
const actions: ReadonlyArray<{ key: string; ns: string; href: string; Icon: Icon }> = [
  {
    key: 'accessDevice',
    ns: 'app:home.actions',
    href: paths.app.accessDevice.getHref(),
    Icon: IconPlugConnected,
  },
  // The demo device is the last card of /access-device (the same screen as a real one).
  {
    key: 'demo',
    ns: 'app:home.actions',
    href: paths.app.accessDevice.getHref(),
    Icon: IconDeviceDesktopAnalytics,
  },
  { key: 'upload', ns: 'app:home.actions', href: paths.app.upload.getHref(), Icon: IconFileUpload },
  // Any file to the cloud archive (issue 14 item 5 "upload a file").
  { key: 'cloud', ns: 'archive:dashboard.actions', href: paths.app.archive.getHref(), Icon: IconCloudUpload },
];

const families: ReadonlyArray<{ domain: MeasurementDomain; Icon: Icon }> = [
  { domain: 'noise', Icon: IconEar },
  { domain: 'heat', Icon: IconTemperature },
  { domain: 'vibration', Icon: IconWaveSine },
  { domain: 'co2', Icon: IconCloudFog },
];

/** How many saved measurements the first screen lists; the archive lists them all. */
export const recentCount = 5;

function RecentMeasurements() {
  const { t } = useTranslation();
  const query = useMeasurements({ sort: '-createdAt' });
  const date = new Intl.DateTimeFormat(currentDateLocale(), { dateStyle: 'short', timeStyle: 'short' });
  const rows = (query.data ?? []).slice(0, recentCount);
  return (
    <section aria-labelledby="home-recent" className={classes.section}>
      <Title order={2} id="home-recent" className={classes.heading}>
        {t('app:home.recent.title')}
      </Title>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Alert color="red" variant="light">
          {t('app:home.recent.error')}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="home-recent-empty">
          {t('app:home.recent.empty')}
        </Text>
      ) : (
        <ul className={classes.recent} data-testid="home-recent">
          {rows.map((m) => {
            const name = m.description || m.fileName;
            return (
              <li key={m.id} className={classes.recentRow}>
                <Anchor component={Link} to={measurementHref(m.family, m.id)} className={classes.recentName}>
                  {name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {instrumentName(m.family)} · {date.format(new Date(m.createdAt))}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * `/`: what a new user can do now (quick actions), the dashboard's figures (storage, devices, cloud
 * files, saved work, recent items), the offer banner, their latest measurements and each family's reach.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" className={classes.root} data-testid="home">
      <div>
        <Title order={1} className={classes.title}>
          {t('app:home.title')}
        </Title>
        <Text c="dimmed">{t('app:home.lead')}</Text>
      </div>
      <CalibrationDue />
      <section aria-label={t('app:home.actions.label')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {actions.map(({ key, ns, href, Icon }) => (
            <Card
              key={key}
              component={Link}
              to={href}
              padding="lg"
              radius="lg"
              className={classes.action}
              data-testid={`home-action-${key}`}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`${ns}.${key}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`${ns}.${key}.text`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <DashboardFigures />
      <OfferBanner />
      <RecentMeasurements />
      <section aria-labelledby="home-families" className={classes.section}>
        <Title order={2} id="home-families" className={classes.heading}>
          {t('app:home.families.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {families.map(({ domain, Icon }) => (
            <Group
              key={domain}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-testid={`home-family-${domain}`}
            >
              <ThemeIcon size={36} radius="md" variant="light">
                <Icon size={20} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600}>
                  {t(`app:home.families.${domain}.name`)}{' '}
                  <Text span size="sm" c="dimmed">
                    {t(`app:home.families.${domain}.models`)}
                  </Text>
                </Text>
                <Text size="sm">{t(`app:home.families.${domain}.text`)}</Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
