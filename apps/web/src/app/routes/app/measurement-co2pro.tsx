import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { PendingScreen } from '../../../components/ui/pending-screen';
import {
  co2proMeasurementQueryOptions,
  useCo2proMeasurement,
} from '../../../features/co2pro/api/get-co2pro-measurement';

// SPEC §4: a CO2Pro measurement read in a viewer loads its data first. A failed load (unknown id,
// server error) ends on the router's failure screen.
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = params.measurementId ?? '';
    await queryClient.ensureQueryData(co2proMeasurementQueryOptions(id));
    return null;
  };

export function Component() {
  const { t } = useTranslation();
  const { measurementId = '' } = useParams();
  const measurement = useCo2proMeasurement(measurementId);
  return (
    <PendingScreen
      title={`${t('app:screens.measurementCo2pro.title')} ${measurement.data?.description ?? ''}`.trim()}
      purpose={t('app:screens.measurementCo2pro.purpose')}
    />
  );
}
