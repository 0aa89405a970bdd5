import { Button, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';
import { openMeasurementQuery } from '../api/measurements';
import { escapeHtml } from '../lib/escape-html';
import { type DosimeterListDevice, listDeviceOf, noiseFamilyOf } from '../lib/family';
import { NEW_MEASUREMENT_ID, pendingFileStore } from '../stores/pending-file-store';
import classes from './noise.module.css';
import { NoiseViewer } from './noise-viewer';

// /measurement/dosimetro-v1|v2/:measurementId — loads the saved file (GET …/file), parses it with
// loadNoiseFile and restores the saved state (clippings, form, norm). The id `new` shows a file
// opened from the list and not saved yet.

interface Props {
  device: DosimeterListDevice;
  measurementId: string;
}

function Empty({ device, text }: { device: DosimeterListDevice; text: string }) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="lg" className={classes.card} data-testid="viewer-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray">
          <IconFileOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Text ta="center">{text}</Text>
        <Button component={Link} to={paths.app.measurementsList.getHref(device)} variant="light">
          {t('noise:viewer.list.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function MeasurementPage({ device, measurementId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (measurementId === NEW_MEASUREMENT_ID) {
    const pending = pendingFileStore.get();
    if (!pending) return <Empty device={device} text={t('noise:viewer.list.nothingOpen')} />;
    const family = noiseFamilyOf(pending.file);
    return (
      <NoiseViewer
        key={pending.fileName}
        series={pending.file.series}
        record={pending.file.record}
        model={pending.file.model}
        fileName={pending.fileName}
        family={family}
        fileText={pending.text}
        audioUnavailableReason={t('noise:viewer.audio.fromFile')}
        onSaved={(m) => {
          pendingFileStore.set(undefined);
          const target =
            listDeviceOf(family) === 'dosimetro-v2'
              ? paths.app.measurementDosimeterV2
              : paths.app.measurementDosimeterV1;
          void navigate(target.getHref(m.id), { replace: true });
        }}
      />
    );
  }
  return (
    <SavedMeasurement device={device} measurementId={measurementId} navigateBack={() => void navigate(-1)} />
  );
}

function SavedMeasurement({ device, measurementId, navigateBack }: Props & { navigateBack: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(openMeasurementQuery(measurementId));
  const parsed = query.data?.parsed;
  // Checked once, where the file was read (a 15 MB text is not split again on every render).
  const invalidV2 = query.data?.measurement.family === 'dosimeter-v2' && !query.data.validDoseMaxV2;

  // SPEC §4: an invalid DoseMaxV2 file gives the 'attention' alert with the invalid-file message
  // and goes back one page; any other unreadable file says why, naming the line.
  useEffect(() => {
    if (!query.data || !parsed) return;
    if (invalidV2) {
      void showAlert({
        title: i18next.t('common:alert.warningTitle'),
        text: escapeHtml(i18next.t('devices:records.invalidFile')),
      });
      navigateBack();
    }
  }, [query.data, parsed, invalidV2, navigateBack]);

  if (query.isPending) {
    return (
      <Stack align="center" p="xl">
        <Loader />
      </Stack>
    );
  }
  if (query.isError) return <Empty device={device} text={errorMessage(query.error)} />;
  if (!parsed || invalidV2) return <Empty device={device} text={t('devices:records.invalidFile')} />;
  if (!parsed.ok) return <Empty device={device} text={t(parsed.reason.key, parsed.reason.values)} />;
  const { measurement, text } = query.data;
  const file = parsed.data;
  return (
    <NoiseViewer
      key={measurement.id}
      series={file.series}
      record={file.record}
      model={file.model}
      fileName={measurement.fileName}
      family={noiseFamilyOf(file)}
      fileText={text}
      measurementId={measurement.id}
      description={measurement.description}
      initialState={measurement.state}
      audioUnavailableReason={t('noise:viewer.audio.saved')}
    />
  );
}
