import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isValidDoseMaxV2File, parseRecord } from '@ohp/devices';
import { IconFileOff } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { i18next } from '../../../lib/i18n';
import { escapeHtml } from '../lib/escape-html';
import { type CurrentReading, readingStore, useCurrentReading } from '../stores/reading-store';
import { DataViewer } from './data-viewer';
import classes from './upload.module.css';

const handled = new WeakSet<object>();

/**
 * /upload/read: parses the current reading when it came from a file, then shows it in the data
 * viewer. An invalid DoseMaxV2 file gives the 'attention' alert with the invalid-file message and
 * goes back one page (SPEC §4); any other parse failure shows its translated reason and goes back.
 */
export type ParsedReading = CurrentReading & { record: NonNullable<CurrentReading['record']> };

interface ReadingViewProps {
  /**
   * The family's own viewer, when one is built (composed by the route, since features do not import
   * each other); undefined falls back to the generic record table.
   */
  renderViewer?: (reading: ParsedReading) => ReactNode | undefined;
}

export function ReadingView({ renderViewer }: ReadingViewProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reading = useCurrentReading();

  useEffect(() => {
    if (!reading || reading.record || handled.has(reading)) return;
    // Once per reading (StrictMode runs effects twice in development).
    handled.add(reading);
    const fail = () => {
      readingStore.reset();
      void navigate(-1);
    };
    if (reading.family === 'doseMaxV2' && !isValidDoseMaxV2File(reading.text)) {
      void showAlert({
        title: i18next.t('common:alert.warningTitle'),
        text: i18next.t('devices:records.invalidFile'),
        icon: 'warning',
      });
      fail();
      return;
    }
    const parsed = parseRecord(reading.family, reading.text);
    if (!parsed.ok) {
      void showError(escapeHtml(i18next.t(parsed.reason.key, parsed.reason.values)));
      fail();
      return;
    }
    readingStore.set({ ...reading, record: parsed.data });
  }, [reading, navigate]);

  if (!reading?.record) {
    return (
      <Stack gap="lg" className={classes.page}>
        <Title order={1} className={classes.title}>
          {t('app:screens.uploadRead.title')}
        </Title>
        {reading ? null : (
          <Paper p="xl" radius="lg" className={classes.card} data-testid="no-reading">
            <Stack align="center" gap="sm">
              <ThemeIcon size={52} radius="xl" variant="light" color="gray">
                <IconFileOff size={28} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>{t('devices:screens.viewer.empty.title')}</Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('devices:screens.viewer.empty.text')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.app.upload.getHref()} variant="light">
                  {t('devices:screens.viewer.empty.upload')}
                </Button>
                <Button component={Link} to={paths.app.accessDevice.getHref()} variant="default">
                  {t('devices:screens.viewer.empty.device')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    );
  }

  const familyViewer = renderViewer?.(reading as ParsedReading);
  if (familyViewer) return familyViewer;

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Text className={classes.overline}>{t('app:screens.uploadRead.title')}</Text>
        <Title order={1} className={classes.title} data-testid="reading-title">
          {reading.fileName}
        </Title>
      </div>
      <DataViewer fileName={reading.fileName} family={reading.family} record={reading.record} />
    </Stack>
  );
}
