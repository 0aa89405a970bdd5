import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../../components/ui/pending-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <PendingScreen title={t('app:screens.documents.title')} purpose={t('app:screens.documents.purpose')} />
  );
}
