import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type MeasurementRouteName, NEW_MEASUREMENT_ID } from '../config/paths';
import { familiesOfRoute, isMeasurementRouteName } from '../config/measurement-routes';
import { getOpenMeasurementQueryOptions } from '../features/measurements/api/get-measurement-file';
import { prefetchInstrumentCertificate } from '../features/organisations/hooks/use-instrument-certificate';
import { vibrationDomain } from '../features/vibration';
import type { SavedFile, WebDomain } from '../lib/web-domain';
import { loadDomainViewer } from './domain-viewers';
import { domainOfFamilies, webDomainOf } from './domains';
import { instrumentSerialOf } from './instrument-serial';

// What opening a saved measurement starts: its download and reading, its instrument's certificate
// and its viewer's code. The route loaders call it, and so does a full page load while the session
// is restored (app/signed-in-routes.tsx): a module of its own, light beside the screens', so that
// on a full page load the download leaves as soon as the signed-in routes are here instead of after
// the screen's module (≈ 50–280 ms of chunks and evaluation on a 2-core machine).

/** The web domain of a /measurement/<device>/… route's families. */
export function domainOfRoute(device: MeasurementRouteName): WebDomain | undefined {
  return webDomainOf(domainOfFamilies(familiesOfRoute(device)));
}

/** Opens a saved measurement: through the domain's own API when it has one (CO2Pro: SPEC §4). */
export function openQueryOptions(domain: WebDomain, id: string) {
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

/**
 * Starts the download and reading of a saved measurement and, once it is open, the look-up of its
 * instrument's certificate (not awaited; a second call joins the first).
 */
export function startSavedMeasurementOpen(queryClient: QueryClient, domain: WebDomain, id: string): void {
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

/** Saved measurements have UUIDs; anything else is not one (nothing is asked of the server). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isSavedMeasurementId = (id: string | undefined): id is string => !!id && uuid.test(id);

/** /device/ax-pro/{id}'s saved AxPro measurement, if `id` can name one. */
export function startSavedAxPro(queryClient: QueryClient, id: string | undefined): Promise<void> {
  if (!isSavedMeasurementId(id)) return Promise.resolve();
  startSavedMeasurementOpen(queryClient, vibrationDomain, id);
  return loadDomainViewer('vibration');
}

/**
 * A full page load of a saved measurement's address: its download, reading and viewer's code start
 * while the session is restored, with the stored access token (the router calls these only when
 * that token has not expired), and the route's loader then finds them under way. A refused call is
 * not renewed while the session is restoring: its query keeps the 401 and the loader asks again
 * (docs/auth.md).
 */
export const startWhileRestoring = {
  /** /measurement/<device>/:measurementId */
  measurement(queryClient: QueryClient, { device, measurementId }: Record<string, string | undefined>) {
    if (!isMeasurementRouteName(device) || !measurementId || measurementId === NEW_MEASUREMENT_ID) return;
    const domain = domainOfRoute(device);
    if (!domain) return;
    startSavedMeasurementOpen(queryClient, domain, measurementId);
    loadDomainViewer(domain.domain).catch(() => undefined);
  },
  /** /device/ax-pro/:id */
  deviceAxPro(queryClient: QueryClient, { id }: Record<string, string | undefined>) {
    startSavedAxPro(queryClient, id).catch(() => undefined);
  },
} satisfies Record<string, (queryClient: QueryClient, params: Record<string, string | undefined>) => void>;
