import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { PendingScreen } from '../../../components/ui/pending-screen';
import { MeasurementList } from '../../../features/noise/components/measurement-list';
import { type MeasurementListDevice, measurementListDevices, paths } from '../../../config/paths';

function isListDevice(value: string | undefined): value is MeasurementListDevice {
  return (measurementListDevices as readonly string[]).includes(value ?? '');
}

/** Only the six lists of SPEC §2 exist; any other device name is an unknown path. */
export const clientLoader =
  () =>
  ({ params }: LoaderFunctionArgs) => {
    if (!isListDevice(params.device)) return redirect(paths.app.home.getHref());
    return null;
  };

const deviceNames: Record<MeasurementListDevice, string> = {
  'ax-pro': 'AxPro',
  co2pro: 'CO2Pro',
  'dosimetro-v1': 'DoseMax / DosePro',
  'dosimetro-v2': 'DoseMax V2',
  itemp: 'Itemp',
  'itemp-simple': 'Itemp',
};

export function Component() {
  const { t } = useTranslation();
  const { device } = useParams();
  if (device === 'dosimetro-v1' || device === 'dosimetro-v2')
    return <MeasurementList key={device} device={device} />;
  const name = isListDevice(device) ? deviceNames[device] : '';
  const mode = device === 'itemp-simple' ? t('app:screens.measurementsList.simple') : '';
  return (
    <PendingScreen
      title={t('app:screens.measurementsList.title', { device: `${name}${mode ? ` ${mode}` : ''}` })}
      purpose={t('app:screens.measurementsList.purpose')}
    />
  );
}
