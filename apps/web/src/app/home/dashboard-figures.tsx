import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ArchiveEntry, DeviceFamily, HomeDashboard, MeasurementDomain } from '@ohp/contracts';
import { componentsRouteOfDomain, csvListOfDomain } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { measurementListOfFamily } from '../../config/measurement-routes';
import { useDashboard } from '../../features/archive/api/get-dashboard';
import { StorageBar } from '../../features/archive/components/storage-bar';
import { instrumentName } from '../../lib/family-names';
import { archiveOpenHref } from '../archive-links';
import classes from './home-screen.module.css';

// The figures of GET home/dashboard (issue 14 item 5), in one call: storage, devices and their
// certificates, cloud files, saved measurements per family, components, reports and recent items.

/** Where a recent item opens: its viewer, else the folder (a folder itself, or a file's parent). */
export function recentHref(entry: ArchiveEntry): string {
  const viewer = entry.kind === 'file' ? archiveOpenHref(entry) : undefined;
  if (viewer) return viewer;
  const folder = entry.kind === 'folder' ? entry.id : entry.parentId;
  return folder
    ? `${paths.app.archive.getHref()}?folder=${encodeURIComponent(folder)}`
    : paths.app.archive.getHref();
}

function Figure({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card
      padding="lg"
      radius="lg"
      className={classes.figure}
      data-testid={testId}
      component="section"
      aria-label={title}
    >
      <Stack gap={6}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Card>
  );
}

function familyLabel(t: (key: string) => string, domain: MeasurementDomain, family: DeviceFamily | null) {
  return family ? instrumentName(family) : `${t(`app:home.families.${domain}.name`)} · CSV`;
}

function Figures({ data }: { data: HomeDashboard }) {
  const { t } = useTranslation();
  const certificates = data.devices.certificatesDue + data.devices.certificatesOverdue;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Figure title={t('archive:dashboard.storage.title')} testId="home-storage">
        <StorageBar {...data.storage} />
      </Figure>
      <Figure title={t('archive:dashboard.devices.title')} testId="home-devices">
        <Text className={classes.figureValue}>{data.devices.registered}</Text>
        <Text size="sm">{t('archive:dashboard.devices.registered', { count: data.devices.registered })}</Text>
        {certificates > 0 ? (
          <Text size="sm" c={data.devices.certificatesOverdue > 0 ? 'red' : undefined}>
            {t('archive:dashboard.devices.certificates', {
              due: data.devices.certificatesDue,
              overdue: data.devices.certificatesOverdue,
            })}
          </Text>
        ) : null}
        <Anchor component={Link} to={paths.app.devices.getHref()} size="sm">
          {t('archive:dashboard.devices.link')}
        </Anchor>
      </Figure>
      <Figure title={t('archive:dashboard.files.title')} testId="home-files">
        <Text className={classes.figureValue}>{data.files.files}</Text>
        <Text size="sm">
          {t('archive:dashboard.files.text', {
            files: data.files.files,
            folders: data.files.folders,
            shared: data.files.sharedWithMe,
          })}
        </Text>
        <Anchor component={Link} to={paths.app.archive.getHref()} size="sm">
          {t('archive:dashboard.files.link')}
        </Anchor>
      </Figure>
      <Figure title={t('archive:dashboard.saved.title')} testId="home-saved">
        {data.measurements.length + data.components.length === 0 && data.reports === 0 ? (
          <Text size="sm" c="dimmed">
            {t('archive:dashboard.saved.empty')}
          </Text>
        ) : (
          <ul className={classes.countList}>
            {data.measurements.map((m) => (
              <li
                key={`${m.domain}-${m.family ?? 'csv'}`}
                className={classes.countRow}
                data-testid="home-saved-family"
              >
                <Anchor
                  component={Link}
                  to={paths.app.measurementsList.getHref(
                    m.family ? measurementListOfFamily(m.family) : (csvListOfDomain(m.domain) ?? ''),
                  )}
                  size="sm"
                >
                  {familyLabel(t, m.domain, m.family)}
                </Anchor>
                <Text size="sm">{t('archive:dashboard.saved.measurements', { count: m.count })}</Text>
              </li>
            ))}
            {data.components.map((c) => {
              const route = componentsRouteOfDomain(c.domain);
              const label = t('archive:dashboard.saved.componentsOf', {
                domain: t(`app:home.families.${c.domain}.name`, { defaultValue: c.domain }),
              });
              return (
                <li key={`components-${c.domain}`} className={classes.countRow}>
                  {route ? (
                    <Anchor component={Link} to={paths.app.deviceComponents.getHref(route)} size="sm">
                      {label}
                    </Anchor>
                  ) : (
                    <Text size="sm">{label}</Text>
                  )}
                  <Text size="sm">{c.count}</Text>
                </li>
              );
            })}
            <li className={classes.countRow}>
              <Text size="sm">{t('archive:dashboard.saved.reports')}</Text>
              <Text size="sm">{data.reports}</Text>
            </li>
          </ul>
        )}
      </Figure>
    </SimpleGrid>
  );
}

function RecentItems({ items }: { items: readonly ArchiveEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-recent-items" className={classes.section}>
      <Title order={2} id="home-recent-items" className={classes.heading}>
        {t('archive:dashboard.recent.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" data-testid="home-recent-items-empty">
          {t('archive:dashboard.recent.empty')}
        </Text>
      ) : (
        <ul className={classes.recent} data-testid="home-recent-items">
          {items.map((entry) => (
            <li key={entry.id} className={classes.recentRow}>
              <Anchor component={Link} to={recentHref(entry)} className={classes.recentName}>
                {entry.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(
                  entry.kind === 'folder'
                    ? 'archive:dashboard.recent.folder'
                    : 'archive:dashboard.recent.file',
                )}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's figures and recent items; a translated notice (never a blank) when they fail. */
export function DashboardFigures() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (dashboard.isPending) {
    return (
      <Group justify="center" p="md" data-testid="home-dashboard-loading">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Group>
    );
  }
  if (dashboard.isError || !dashboard.data?.storage) {
    return (
      <Alert color="yellow" variant="light" data-testid="home-dashboard-error">
        {t('archive:dashboard.error')}
      </Alert>
    );
  }
  return (
    <Stack gap="xl" data-testid="home-dashboard">
      <Figures data={dashboard.data} />
      <RecentItems items={dashboard.data.recent} />
    </Stack>
  );
}
