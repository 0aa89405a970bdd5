import { Button } from '@mantine/core';
import { componentsRouteOfDomain, csvListOfDomain, measurementViewerOf } from '@ohp/devices';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { NoReading } from '../../../components/reading/no-reading';
import { paths } from '../../../config/paths';
import { getOpenMeasurementQueryOptions } from '../../../features/measurements/api/get-measurement-file';
import { useCurrentReading } from '../../../stores/reading-store';
import { webDomainOf } from '../../domains';
import { loadDomainViewer, ReadingScreen } from '../../reading-screen';
import { SavedMeasurement } from './measurement';

// /device/itemp/{id?} (SPEC §2): the heat report screen. Without an id, the current reading (an
// Itemp record just read or a heat file opened); with an id, that saved measurement, state restored.

export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const heat = webDomainOf('heat');
    if (params.id && heat)
      void queryClient.prefetchQuery(getOpenMeasurementQueryOptions(params.id, heat.readSavedFile));
    await loadDomainViewer('heat');
    return null;
  };

// The heat domain's SPEC §2 names, from its family modules: viewer, list and component screen.
const viewer = measurementViewerOf(null, 'heat');
const list = csvListOfDomain('heat') ?? viewer;
const components = componentsRouteOfDomain('heat') ?? viewer;

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const current = useCurrentReading();
  const heat = webDomainOf('heat');
  if (id && heat) return <SavedMeasurement key={id} device={viewer} id={id} domain={heat} />;
  if (current?.reading.domain === 'heat') return <ReadingScreen current={current} />;
  return (
    <NoReading title={t('app:screens.deviceItemp.title')} text={t('heat:screen.noReading')}>
      <Button component={Link} to={paths.app.measurementsList.getHref(list)} variant="default">
        {t('app:menu.myMeasurements')}
      </Button>
      <Button component={Link} to={paths.app.deviceComponents.getHref(components)} variant="default">
        {t('app:menu.myComponents')}
      </Button>
    </NoReading>
  );
}
