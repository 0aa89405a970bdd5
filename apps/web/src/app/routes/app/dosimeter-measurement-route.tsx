import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { openMeasurementQuery } from '../../../features/noise/api/measurements';
import { NEW_MEASUREMENT_ID } from '../../../features/noise/stores/pending-file-store';

// The viewer (ECharts) is its own chunk: it loads while the loader downloads and parses the file.
const MeasurementPage = lazy(() =>
  import('../../../features/noise/components/measurement-page').then((m) => ({ default: m.MeasurementPage })),
);

/** Starts download and parse of the saved file while the viewer's code loads (not awaited). */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = params.measurementId;
    if (id && id !== NEW_MEASUREMENT_ID) void queryClient.prefetchQuery(openMeasurementQuery(id));
    return null;
  };

/** The screen of /measurement/dosimetro-v1|v2/:measurementId for one dosimeter generation. */
export function DosimeterMeasurementScreen({ device }: { device: 'dosimetro-v1' | 'dosimetro-v2' }) {
  const { measurementId = '' } = useParams();
  return (
    <Suspense fallback={<PageLoader />}>
      <MeasurementPage key={measurementId} device={device} measurementId={measurementId} />
    </Suspense>
  );
}
