import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { PendingScreen } from '../../../components/ui/pending-screen';
import { type MeasurementListDevice, paths } from '../../../config/paths';
import {
  familiesOfRoute,
  isExtraList,
  isMeasurementListDevice,
  measurementHref,
  measurementListFamiliesOf,
  measurementListTitleOf,
} from '../../../config/measurement-routes';
import { MeasurementList } from '../../../features/measurements/components/measurement-list';
import { domainOfFamilies, webDomainOf } from '../../domains';
import { startOpeningOnClick, usePreloadViewer } from '../../use-preload-viewer';

/** Only the six lists of SPEC §2 exist; any other device name is an unknown path. */
export const clientLoader =
  () =>
  ({ params }: LoaderFunctionArgs) => {
    if (!isMeasurementListDevice(params.device)) return redirect(paths.app.home.getHref());
    return null;
  };

/** /measurements-list/<device>: the list of the domain of the device's families, if it has a module. */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { device } = useParams();
  // The loader let only the SPEC §2 names through.
  const list = device as MeasurementListDevice;
  const domain = webDomainOf(domainOfFamilies(familiesOfRoute(list)));
  // Where the list's measurements open: its first family's page (an AxPro list: /device/ax-pro/…).
  usePreloadViewer(domain?.domain, measurementHref(familiesOfRoute(list)[0] ?? null, 'id', domain?.domain));
  const mode = isExtraList(list) ? t('app:screens.measurementsList.simple') : '';
  if (domain) {
    return (
      <MeasurementList
        key={list}
        device={list}
        title={`${measurementListTitleOf(list)}${mode ? ` ${mode}` : ''}`}
        domain={domain.domain}
        families={measurementListFamiliesOf(list)}
        columns={domain.listColumns}
        filter={domain.listFilter ? (m) => domain.listFilter?.(list, m) ?? true : undefined}
        source={domain.listSource}
        onOpen={(href) => startOpeningOnClick(queryClient, href)}
      />
    );
  }
  return (
    <PendingScreen
      title={t('app:screens.measurementsList.title', {
        device: `${measurementListTitleOf(list)}${mode ? ` ${mode}` : ''}`,
      })}
      purpose={t('app:screens.measurementsList.purpose')}
    />
  );
}
