import { Alert, Loader, Stack } from '@mantine/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { createReport } from '../../../features/measurements/api/create-report';
import {
  getOpenMeasurementQueryOptions,
  useOpenMeasurement,
} from '../../../features/measurements/api/get-measurement-file';
import { measurementsKey } from '../../../features/measurements/api/get-measurements';
import { SavedReports } from '../../../features/measurements/components/saved-reports';
import { vibrationDomain } from '../../../features/vibration';
import { VibrationReportScreen } from '../../../features/vibration/components/vibration-report-screen';
import { useAfterChartsDrawn } from '../../../components/charts/use-after-charts-drawn';
import { errorMessage } from '../../../lib/api-client';
import { loadDomainViewer, ReadingScreen } from '../../reading-screen';

// /device/ax-pro/{id}: where SPEC §2 shows AxPro readings. With the id of a saved measurement: its
// axis viewer (read again through the vibration module), then the report screen with its
// components pre-selected and the PDF saved with it through the measurements feature. Without an
// id: the report screen alone, from saved components.

/** Saved measurements have UUIDs; anything else is not one (nothing is asked of the server). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a saved AxPro measurement's screen needs, started at once: the file worker, the download and
 * its reading, and the viewer's code (loaded with the file instead of one after the other from the
 * first render: docs/web-vibration.md, the viewer bench), when `id` can name one. The answer is
 * the viewer code's load.
 */
function startSavedAxPro(queryClient: QueryClient, id: string | undefined): Promise<unknown> {
  if (!id || !uuid.test(id)) return Promise.resolve();
  vibrationDomain.prepareSavedFileReader?.();
  void queryClient.prefetchQuery(getOpenMeasurementQueryOptions(id, vibrationDomain.readSavedFile));
  return loadDomainViewer('vibration');
}

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await startSavedAxPro(queryClient, params.id);
    return null;
  };

/**
 * A saved AxPro measurement's start before the loader, as /measurement/… has: on a full page load
 * while the session is restored, with the stored access token (app/router.tsx calls this only when
 * it has not expired; a 10 h extended record's download left ≈ 90 ms after the refresh's answer),
 * and when a link to it is clicked (app/use-preload-viewer.ts). The loader then finds the download
 * under way.
 */
export const startEarly =
  (queryClient: QueryClient) =>
  ({ id }: Record<string, string | undefined>) => {
    startSavedAxPro(queryClient, id).catch(() => undefined);
  };

function SavedAxProReading({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useOpenMeasurement(id, vibrationDomain.readSavedFile);
  if (query.isPending) return <Loader />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  const { measurement, file } = query.data;
  const opened = file.opened;
  if (!opened.ok) return <Alert color="red">{t(opened.key, opened.values)}</Alert>;
  return (
    <ReadingScreen
      key={measurement.id}
      current={{ fileName: measurement.fileName, text: file.text, reading: opened.reading, source: 'file' }}
      measurement={measurement}
    />
  );
}

/** The report screen of a saved measurement: its components pre-selected, its reading's charts in the PDF. */
function SavedAxProReport({ id }: { id: string }) {
  const queryClient = useQueryClient();
  // The same query as the viewer above (one request, shared through the cache).
  const query = useOpenMeasurement(id, vibrationDomain.readSavedFile);
  const opened = query.data?.file.opened;
  const reading = opened?.ok && opened.reading.domain === 'vibration' ? opened.reading.vibration : undefined;
  const saved = query.data;
  // Rendered once the viewer above has drawn its charts: in the same commit as the viewer, its
  // forms and tables held a 10 h record's first chart ≈ 150 ms (docs/decisions.md, session 34).
  const shown = useAfterChartsDrawn(!query.isPending, reading !== undefined);
  if (!shown) return null;
  return (
    <Stack gap="xs">
      <VibrationReportScreen
        measurementId={id}
        reading={reading}
        source={saved ? { fileName: saved.measurement.fileName, text: saved.file.text } : undefined}
        saveReport={async (report) => {
          await createReport({ measurementId: id, ...report });
          await queryClient.invalidateQueries({ queryKey: measurementsKey });
        }}
      />
      <SavedReports measurementId={id} />
    </Stack>
  );
}

export function Component() {
  const { id: param } = useParams();
  const id = param && uuid.test(param) ? param : undefined;
  return (
    <Stack gap="xl">
      {id && <SavedAxProReading id={id} />}
      {id ? <SavedAxProReport key={id} id={id} /> : <VibrationReportScreen />}
    </Stack>
  );
}
