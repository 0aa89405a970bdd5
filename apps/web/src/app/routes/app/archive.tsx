import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../../components/ui/pending-screen';

export function Component() {
  const { t } = useTranslation();
  return <PendingScreen title={t('app:screens.archive.title')} purpose={t('app:screens.archive.purpose')} />;
}
