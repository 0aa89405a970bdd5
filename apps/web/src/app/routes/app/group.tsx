import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../../components/ui/pending-screen';

export function Component() {
  const { t } = useTranslation();
  return <PendingScreen title={t('app:screens.group.title')} purpose={t('app:screens.group.purpose')} />;
}
