import { Button, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { IconFileOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link,
  Navigate,
  redirect,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import classes from '../../../components/reading/reading.module.css';
import { PendingScreen } from '../../../components/ui/pending-screen';
import { type MeasurementRouteName, NEW_MEASUREMENT_ID, paths } from '../../../config/paths';
import { familiesOfRoute, isMeasurementRouteName, measurementHref } from '../../../config/measurement-routes';
import {
  useMeasurement,
  getMeasurementQueryOptions,
} from '../../../features/measurements/api/get-measurement';
import { getOpenMeasurementQueryOptions } from '../../../features/measurements/api/get-measurement-file';
import { prefetchInstrumentCertificate } from '../../../features/organisations/hooks/use-instrument-certificate';
import { errorMessage } from '../../../lib/api-client';
import { showRefusedReading } from '../../../lib/reading/show-refused-reading';
import type { SavedFile, WebDomain } from '../../../lib/web-domain';
import { readingStore, useCurrentReading } from '../../../stores/reading-store';
import { domainOfFamilies, webDomainOf } from '../../domains';
import { restoreCurrentReading } from '../../persisted-reading';
import { instrumentSerialOf, loadDomainViewer, ReadingScreen } from '../../reading-screen';

// /measurement/<device>/:measurementId (SPEC §2: dosimetro-v1, dosimetro-v2, co2pro, itemp). The
// route's families give the domain; its module reads the saved file and shows it. The id `new`
// shows the current reading (a file opened from a list, not saved yet). A domain without a module
// shows the saved measurement's name with "analysis coming".

export function domainOfRoute(device: MeasurementRouteName): WebDomain | undefined {
  return webDomainOf(domainOfFamilies(familiesOfRoute(device)));
}

/**
 * Starts download and parse of the saved file (not awaited) while the viewer's code loads
 * (awaited): both travel at once. Not React.lazy: a lazy component suspends on its first render
 * even when its chunk is already here, and React then keeps the fallback for at least 300 ms.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const device = params.device;
    const id = params.measurementId ?? '';
    if (!isMeasurementRouteName(device)) return redirect(paths.app.home.getHref());
    const domain = domainOfRoute(device);
    if (id === NEW_MEASUREMENT_ID) {
      await restoreCurrentReading();
      await loadDomainViewer(readingStore.get()?.reading.domain);
      return null;
    }
    if (!domain) {
      await queryClient.ensureQueryData(getMeasurementQueryOptions(id));
      return null;
    }
    startSavedMeasurementOpen(queryClient, domain, id);
    await loadDomainViewer(domain.domain);
    return null;
  };

/**
 * A saved measurement's download and reading, started before the loader: on a full page load while
 * the session is restored, with the stored access token (the router calls this only when that token
 * has not expired), and when a link to it is clicked (app/use-preload-viewer.ts). The loader then
 * finds them under way. A refused call is not renewed while the session is restoring: its query
 * keeps the 401 and the loader asks again (docs/auth.md).
 */
export const startEarly =
  (queryClient: QueryClient) =>
  ({ device, measurementId }: Record<string, string | undefined>) => {
    if (!isMeasurementRouteName(device) || !measurementId || measurementId === NEW_MEASUREMENT_ID) return;
    const domain = domainOfRoute(device);
    if (!domain) return;
    startSavedMeasurementOpen(queryClient, domain, measurementId);
    // The viewer's code too (the loader awaits the same load): ≈ 100 ms of chunks and evaluation
    // that came after the refresh's answer.
    loadDomainViewer(domain.domain).catch(() => undefined);
  };

/**
 * Starts the download and reading of a saved measurement and, once it is open, the look-up of its
 * instrument's certificate (not awaited; a second call joins the first).
 */
function startSavedMeasurementOpen(queryClient: QueryClient, domain: WebDomain, id: string): void {
  domain.prepareSavedFileReader?.();
  void queryClient
    .fetchQuery(openQueryOptions(domain, id))
    .then(({ measurement, file }) =>
      prefetchInstrumentCertificate(
        queryClient,
        file.opened.ok
          ? instrumentSerialOf(measurement, file.opened.reading)
          : (measurement.serialNumber ?? undefined),
      ),
    )
    // The screen shows a failure (its query has it): nothing to add here.
    .catch(() => undefined);
}

/** Opens a saved measurement: through the domain's own API when it has one (CO2Pro: SPEC §4). */
function openQueryOptions(domain: WebDomain, id: string) {
  const own = domain.openSaved;
  if (!own) return getOpenMeasurementQueryOptions(id, domain.readSavedFile);
  // Same data, another key: typed as the default's so that the route reads one shape.
  return queryOptions({
    queryKey: own.queryKey(id),
    queryFn: () => own.open(id),
    staleTime: 30_000,
    gcTime: 30_000,
  }) as unknown as ReturnType<typeof getOpenMeasurementQueryOptions<SavedFile>>;
}

function Empty({ device, text }: { device: MeasurementRouteName; text: string }) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="lg" className={classes.card} data-testid="viewer-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray">
          <IconFileOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Text ta="center">{text}</Text>
        <Button component={Link} to={paths.app.measurementsList.getHref(device)} variant="light">
          {t('app:measurementList.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

function NewReading({ device }: { device: MeasurementRouteName }) {
  const { t } = useTranslation();
  const current = useCurrentReading();
  if (!current) return <Empty device={device} text={t('app:measurementList.nothingOpen')} />;
  return <ReadingScreen current={current} />;
}

export function SavedMeasurement({
  device,
  id,
  domain,
}: {
  device: MeasurementRouteName;
  id: string;
  domain: WebDomain;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useQuery(openQueryOptions(domain, id));
  const opened = query.data?.file.opened;
  const attention = opened && !opened.ok && opened.attention;
  // A measurement opened under another family's route (a DoseMax V2 under /dosimetro-v1/, an old
  // link): the address moves to its own route, where its viewer, menu entry and list are.
  const saved = query.data?.measurement;
  const own = saved ? measurementHref(saved.family, saved.id, saved.domain) : undefined;
  const misplaced = own !== undefined && own !== pathname;

  // SPEC §4: an invalid DoseMax V2 file gives the 'attention' alert and goes back one page.
  useEffect(() => {
    if (opened && !opened.ok && opened.attention) {
      showRefusedReading(opened);
      void navigate(-1);
    }
  }, [opened, navigate]);

  if (misplaced) return <Navigate to={own} replace />;
  if (query.isPending) {
    return (
      <Stack align="center" p="xl">
        <Loader />
      </Stack>
    );
  }
  if (query.isError) return <Empty device={device} text={errorMessage(query.error)} />;
  if (!opened || attention) return <Empty device={device} text={t('devices:records.invalidFile')} />;
  if (!opened.ok) return <Empty device={device} text={t(opened.key, opened.values)} />;
  const { measurement, file } = query.data;
  return (
    <ReadingScreen
      key={measurement.id}
      current={{ fileName: measurement.fileName, text: file.text, reading: opened.reading, source: 'file' }}
      measurement={measurement}
    />
  );
}

/** A saved measurement of a domain without a web module yet: its name, and the analysis coming. */
function ComingMeasurement({ id }: { id: string }) {
  const { t } = useTranslation();
  const measurement = useMeasurement(id);
  const domain = measurement.data?.domain;
  return (
    <PendingScreen
      title={`${domain ? t(`app:readings.domains.${domain}`) : ''} ${measurement.data?.description ?? ''}`.trim()}
      purpose={t('app:readings.coming')}
    />
  );
}

export function Component() {
  const { device, measurementId = '' } = useParams();
  // The loader let only the SPEC §2 names through.
  const route = device as MeasurementRouteName;
  if (measurementId === NEW_MEASUREMENT_ID) return <NewReading key={route} device={route} />;
  const domain = domainOfRoute(route);
  if (!domain) return <ComingMeasurement id={measurementId} />;
  return <SavedMeasurement key={measurementId} device={route} id={measurementId} domain={domain} />;
}
