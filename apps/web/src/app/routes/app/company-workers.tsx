import { useTranslation } from 'react-i18next';
import { WorkersPanel } from '../../../features/esocial/components/workers-panel';
import { NoCompany } from '../../../features/esocial/components/no-company';
import { CompanyScopedPage } from '../../../features/organisations/components/company-scoped-page';

/** /company/workers: "Trabalhadores" of the picked company (eSocial S-2240). */
export function Component() {
  const { t } = useTranslation();
  return (
    <CompanyScopedPage
      title={t('esocial:web.workers.title')}
      subtitle={t('esocial:web.workers.subtitle')}
      maw={1100}
      testId="company-workers-page"
    >
      {({ companies, company }) =>
        company ? <WorkersPanel companyId={company.id} /> : companies?.length === 0 ? <NoCompany /> : null
      }
    </CompanyScopedPage>
  );
}
