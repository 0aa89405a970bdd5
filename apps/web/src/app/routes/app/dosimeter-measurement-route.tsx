import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { openMeasurementQuery } from '../../../features/noise/api/measurements';
import { NEW_MEASUREMENT_ID } from '../../../features/noise/stores/pending-file-store';

// The viewer (ECharts) is its own chunk. The loader starts the file's download and parse, then waits
// only for that chunk, so both travel at once. Not React.lazy: a lazy component suspends on its first
// render even when its chunk is already here, and React then keeps the fallback for at least 300 ms
// (Suspense throttling) — a third of the viewer's 1 s budget spent idle.
type MeasurementPageModule = typeof import('../../../features/noise/components/measurement-page');
let viewerModule: MeasurementPageModule | undefined;
const loadViewer = async () => {
  viewerModule ??= await import('../../../features/noise/components/measurement-page');
  return viewerModule;
};

/** Starts download and parse of the saved file (not awaited) while the viewer's code loads (awaited). */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = params.measurementId;
    if (id && id !== NEW_MEASUREMENT_ID) void queryClient.prefetchQuery(openMeasurementQuery(id));
    await loadViewer();
    return null;
  };

/** The screen of /measurement/dosimetro-v1|v2/:measurementId for one dosimeter generation. */
export function DosimeterMeasurementScreen({ device }: { device: 'dosimetro-v1' | 'dosimetro-v2' }) {
  const { measurementId = '' } = useParams();
  // The loader ran before this renders, so the module is here.
  const MeasurementPage = (viewerModule as MeasurementPageModule).MeasurementPage;
  return <MeasurementPage key={measurementId} device={device} measurementId={measurementId} />;
}
